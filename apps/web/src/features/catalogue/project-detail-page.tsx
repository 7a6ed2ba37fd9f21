import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { matchesFeatures } from '@vo/domain/catalogue/catalogue.rules';
import type { LotSummary, ProjectDetail } from '@vo/domain/catalogue/catalogue.types';
import { parseAmountToCents } from '@vo/domain/money';
import { useMemo, useState } from 'react';
import { Link as RouterLink, useParams } from 'react-router';
import { DetailLine } from '../../components/detail-line.tsx';
import { LoadError } from '../../components/load-error.tsx';
import { PageSpinner } from '../../components/page-spinner.tsx';
import { useProductAmount } from '../../lib/use-product-amount.ts';
import { useTranslation } from '../../lib/use-translation.ts';
import { NotFoundPage } from '../not-found/index.ts';
import { useProjectDetail } from './catalogue-api.ts';
import { featuresMapPath, lotPlanPath, mapPath, projectFeaturesDetailPath } from './catalogue-paths.ts';
import { EMPTY_FEATURES, type FeatureDraft, FeatureFilterForm, featureFilterOf } from './feature-filter.tsx';

const STATE_COLOUR = { libre: 'success', reservado: 'warning', vendido: 'default' } as const;

/** Spec §9 house terms on the project's lowest price. */
function HouseTerms({
  terms,
  currency,
}: {
  terms: NonNullable<ProjectDetail['condicionesVivienda']>;
  currency: string;
}) {
  const { t } = useTranslation();
  const amount = useProductAmount();
  return (
    <Paper elevation={0} sx={{ p: 2 }} data-testid="house-terms">
      <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 700 }} gutterBottom>
        {t('projectDetail.houseTerms', { price: amount(terms.precio, currency) })}
      </Typography>
      <Stack spacing={1}>
        <DetailLine
          label={t('projectDetail.houseInitial')}
          value={t('projectDetail.houseInitialValue', {
            amount: amount(terms.inicial, currency),
            days: terms.diasSaldoInicial,
          })}
          testId="house-initial"
        />
        <DetailLine
          label={t('projectDetail.houseDirect')}
          value={t('projectDetail.houseDirectValue', {
            amount: amount(terms.financiamientoDirecto, currency),
            count: terms.cuotasFinanciamiento.length,
            each: amount(terms.cuotasFinanciamiento[0] ?? '0', currency),
          })}
          testId="house-direct"
        />
        <DetailLine
          label={t('projectDetail.houseBank')}
          value={amount(terms.saldoBanco, currency)}
          testId="house-bank"
        />
      </Stack>
    </Paper>
  );
}

function LotRow({ lot, currency }: { lot: LotSummary; currency: string }) {
  const { t } = useTranslation();
  const amount = useProductAmount();
  return (
    <ListItem divider sx={{ gap: 1, flexWrap: 'wrap' }} data-testid={`product-${lot.idLote}`}>
      <Stack sx={{ flexGrow: 1, minWidth: 160 }}>
        <Typography sx={{ fontWeight: 600 }}>
          {t('map.lotTitle', { block: lot.manzano, number: lot.numero })}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {t('map.areaValue', { area: Number(lot.superficie) })} · {amount(lot.precio, currency)}
          {lot.esquina ? ` · ${t('features.corner')}` : ''}
          {lot.avenida ? ` · ${t('features.avenue')}` : ''}
        </Typography>
      </Stack>
      <Chip size="small" color={STATE_COLOUR[lot.estado]} label={t(`projectDetail.state.${lot.estado}`)} />
      {lot.estado === 'libre' ? (
        <Button component={RouterLink} to={lotPlanPath(lot.idLote)} size="small">
          {t('map.paymentPlans')}
        </Button>
      ) : null}
    </ListItem>
  );
}

/**
 * /detalle/proyecto/{idproyecto}/{idempresa} (spec §2): the project and its products; a project of houses
 * with its terms. With `byFeatures` (/detalle/proyecto-caracteristicas/{idproyecto}) the list follows the
 * features filter, as the features map does.
 */
function ProjectDetailView({ projectId, byFeatures }: { projectId: number; byFeatures: boolean }) {
  const { t } = useTranslation();
  const detail = useProjectDetail(projectId);
  const [draft, setDraft] = useState<FeatureDraft>(EMPTY_FEATURES);
  const products = useMemo(() => {
    const all = detail.data?.productos ?? [];
    if (!byFeatures) return all;
    const { filter } = featureFilterOf(draft);
    return all.filter((lot) =>
      matchesFeatures(
        {
          areaM2: Number(lot.superficie),
          priceCents: parseAmountToCents(lot.precio) ?? 0n,
          corner: lot.esquina,
          facesAvenue: lot.avenida,
        },
        filter,
      ),
    );
  }, [detail.data, draft, byFeatures]);
  if (detail.isPending) return <PageSpinner />;
  if (detail.isError) return <LoadError message="catalogue.projectLoadFailure" onRetry={() => void detail.refetch()} />;
  const { proyecto, condicionesVivienda, listaRecortada } = detail.data;
  return (
    <Stack spacing={2} sx={{ maxWidth: 960, minWidth: 0 }} data-testid="project-detail-page">
      <Typography variant="h1">{proyecto.nombre}</Typography>
      <Typography color="text.secondary">
        {proyecto.ciudad} · {proyecto.zona} · {t(`projects.complex.${proyecto.tipoComplejo}`)}
      </Typography>
      <Typography>{proyecto.descripcion}</Typography>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', rowGap: 1 }}>
        <Button component={RouterLink} to={mapPath(proyecto.idProyecto)} variant="contained">
          {t('projects.openMap')}
        </Button>
        <Button
          component={RouterLink}
          to={byFeatures ? featuresMapPath(proyecto.idProyecto) : projectFeaturesDetailPath(proyecto.idProyecto)}
        >
          {t(byFeatures ? 'projectDetail.featuresMap' : 'projects.byFeatures')}
        </Button>
      </Stack>
      {condicionesVivienda ? <HouseTerms terms={condicionesVivienda} currency={proyecto.moneda} /> : null}
      {byFeatures ? <FeatureFilterForm draft={draft} onChange={setDraft} /> : null}
      <Typography variant="h2" data-testid="products-count">
        {t('projectDetail.products', { count: products.length })}
      </Typography>
      {listaRecortada ? (
        // The server lists at most PROJECT_DETAIL_PRODUCTS_MAX products: the person is told (docs/decisions/0051).
        <Alert severity="info" data-testid="products-list-cut">
          {t('projectDetail.listCut', { shown: listaRecortada.mostrados, total: listaRecortada.total })}
        </Alert>
      ) : null}
      {products.length === 0 ? (
        <Alert severity="info">{t('projectDetail.noProducts')}</Alert>
      ) : (
        <Paper elevation={0}>
          <List disablePadding>
            {products.map((lot) => (
              <LotRow key={lot.idLote} lot={lot} currency={proyecto.moneda} />
            ))}
          </List>
        </Paper>
      )}
    </Stack>
  );
}

function DetailFor({ byFeatures }: { byFeatures: boolean }) {
  const { idproyecto } = useParams();
  const id = Number(idproyecto);
  if (!Number.isSafeInteger(id) || id <= 0) return <NotFoundPage />;
  return <ProjectDetailView key={id} projectId={id} byFeatures={byFeatures} />;
}

export default function ProjectDetailPage() {
  return <DetailFor byFeatures={false} />;
}

export function ProjectFeaturesDetailPage() {
  return <DetailFor byFeatures />;
}
