import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  type MembershipChoice,
  type MembershipOfferWire,
  membershipChoiceSchema,
} from '@vo/domain/memberships/membership.schemas';
import { centsToDecimalString, parseAmountToCents } from '@vo/domain/money';
import { suggestedInitial } from '@vo/domain/plans/plan.rules';
import { DEFAULT_TERM_MONTHS, PLAN_TERMS_MONTHS } from '@vo/domain/plans/plan-config';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { DetailLine } from '../../components/detail-line.tsx';
import { useSession } from '../../lib/session-store.ts';
import { useProductAmount } from '../../lib/use-product-amount.ts';
import { useTranslation } from '../../lib/use-translation.ts';
import { CreditFields, PaymentKindChoice, PriceLines, useLiveSimulation } from '../catalogue/index.ts';
import { PlanSimulationView } from '../plans/index.ts';
import { BeneficiariesEditor, type Beneficiary } from './beneficiaries-editor.tsx';
import { addToBasket, useBasket } from './membership-basket.ts';
import { simulateMembership } from './memberships-api.ts';

const SERVER_FIELDS = ['cuotaInicial', 'plazo', 'beneficiarios', 'codigo'] as const;

interface Draft {
  formaPago: 'contado' | 'credito';
  cuotaInicial: string;
  plazo: number;
  beneficiarios: Beneficiary[];
}

/** The request a draft stands for, or the first field the schema refuses (its path, as the server writes it). */
function choiceOf(
  code: string,
  draft: Draft,
): { choice: MembershipChoice | null; refusal: { path: string; key: string } | null } {
  const body =
    draft.formaPago === 'contado'
      ? { codigo: code, formaPago: draft.formaPago, beneficiarios: draft.beneficiarios }
      : { codigo: code, ...draft };
  const parsed = membershipChoiceSchema.safeParse(body);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    return {
      choice: null,
      refusal: { path: issue?.path.join('.') ?? 'cuotaInicial', key: issue?.message ?? 'plan.initialInvalid' },
    };
  }
  const initial = parsed.data.cuotaInicial;
  return {
    choice:
      initial === undefined
        ? parsed.data
        : { ...parsed.data, cuotaInicial: centsToDecimalString(parseAmountToCents(initial) ?? 0n) },
    refusal: null,
  };
}

/**
 * A membership simulated (spec §2 /membresias): the contract in cash or the payment plan on credit, the
 * initial amount above 10% (the default), the term (48 by default), and a corporate one's beneficiaries.
 * An adviser adds it to the memberships to pre-reserve together.
 */
export function MembershipSimulator({ offer }: { offer: MembershipOfferWire }) {
  const { t } = useTranslation();
  const amount = useProductAmount();
  const session = useSession();
  const basket = useBasket();
  const start = offer.beneficiarios?.min ?? 0;
  const startValue = (parseAmountToCents(offer.precio) ?? 0n) * BigInt(Math.max(1, start));
  const [draft, setDraft] = useState<Draft>({
    formaPago: 'credito',
    cuotaInicial: centsToDecimalString(suggestedInitial(startValue)),
    plazo: DEFAULT_TERM_MONTHS,
    beneficiarios: Array.from({ length: start }, () => ({ nombre: '', documento: '' })),
  });
  // Said next to the button, not in a toast: a toast would cover the form the adviser goes to next.
  const [added, setAdded] = useState(0);
  const { choice, refusal } = choiceOf(offer.codigo, draft);
  const simulation = useLiveSimulation(`membership-${offer.codigo}`, choice, simulateMembership, SERVER_FIELDS);
  const messageOf = (path: string) =>
    refusal?.path === path
      ? t(refusal.key as never, {
          beneficiariesMin: offer.beneficiarios?.min,
          beneficiariesMax: offer.beneficiarios?.max,
        })
      : simulation.refusal?.field === path ||
          (path === 'beneficiarios' && simulation.refusal?.field === 'beneficiarios')
        ? simulation.refusal?.message
        : undefined;
  const credit = draft.formaPago === 'credito';
  const shown = simulation.data;
  const add = () => {
    if (!choice || !simulation.current) return;
    addToBasket(offer.nombre, choice);
    setAdded((n) => n + 1);
  };

  return (
    <Paper elevation={2} sx={{ p: 2 }} data-testid={`simulator-${offer.codigo}`}>
      <Stack spacing={2}>
        <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 700 }}>
          {t('membershipsPage.simulateTitle', { name: offer.nombre })}
        </Typography>
        <PaymentKindChoice
          value={draft.formaPago}
          onChange={(formaPago) => setDraft({ ...draft, formaPago })}
          creditLabel={t('membershipsPage.plan')}
          cashLabel={t('membershipsPage.contract')}
        />
        {offer.beneficiarios ? (
          <BeneficiariesEditor
            rows={draft.beneficiarios}
            range={offer.beneficiarios}
            onChange={(beneficiarios) => setDraft({ ...draft, beneficiarios })}
            messageOf={messageOf}
          />
        ) : null}
        {credit ? (
          <CreditFields
            currency={offer.moneda}
            initial={draft.cuotaInicial}
            onInitial={(cuotaInicial) => setDraft({ ...draft, cuotaInicial })}
            term={draft.plazo}
            onTerm={(plazo) => setDraft({ ...draft, plazo })}
            terms={PLAN_TERMS_MONTHS}
            initialHint={t('membershipsPage.initialHint')}
            messageOf={messageOf}
          />
        ) : null}
        {shown ? (
          <Stack spacing={1} sx={{ opacity: simulation.current ? 1 : 0.55 }} data-testid="membership-simulation">
            <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
              <DetailLine
                label={t('membershipsPage.value')}
                value={amount(shown.valor, offer.moneda)}
                testId="membership-value"
              />
              {shown.dosPorUno ? <Chip color="secondary" size="small" label={t('membershipsPage.twoForOne')} /> : null}
            </Stack>
            <PriceLines
              list={shown.valorLista}
              discount={shown.descuento}
              price={shown.valor}
              currency={offer.moneda}
            />
            {credit && shown.credito ? (
              <PlanSimulationView simulation={shown.credito} currency={offer.moneda} stale={!simulation.current} />
            ) : null}
          </Stack>
        ) : null}
        {simulation.failed ? <Alert severity="error">{t('platform.loadError')}</Alert> : null}
        {session?.role === 'adviser' ? (
          <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
            <Button variant="contained" onClick={add} disabled={!simulation.current} data-testid="membership-add">
              {t('membershipsPage.addToPrereservation')}
            </Button>
            {added > 0 ? (
              <Typography
                color="success.main"
                sx={{ alignSelf: 'center' }}
                role="status"
                data-testid="membership-added"
              >
                {t('membershipsPage.added', { name: offer.nombre })}
              </Typography>
            ) : null}
            {basket.length > 0 ? (
              <Button component={RouterLink} to="/prereserva-membresia" data-testid="membership-basket-link">
                {t('membershipsPage.goToPrereservation', { count: basket.length })}
              </Button>
            ) : null}
          </Stack>
        ) : (
          <Typography color="text.secondary">{t('membershipsPage.askAdviser')}</Typography>
        )}
      </Stack>
    </Paper>
  );
}
