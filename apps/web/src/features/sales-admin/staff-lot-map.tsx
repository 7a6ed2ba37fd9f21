import Typography from '@mui/material/Typography';
import type { MapLotState } from '@vo/domain/catalogue/catalogue.rules';
import type { ProjectGeometry } from '@vo/domain/catalogue/project-map.wire';
import { useMemo, useState } from 'react';
import { useTranslation } from '../../lib/use-translation.ts';
import { LotMap } from '../catalogue/index.ts';

/** The catalogue's lot states as the portal's map draws them: held lots wear the pattern of a pre-reserved one. */
const DRAWN_AS: Record<string, MapLotState> = { free: 'libre', held: 'propio', sold: 'vendido' };
const STATE_OF_DRAWN: Record<MapLotState, string> = {
  libre: 'free',
  propio: 'held',
  vendido: 'sold',
  no_filtrado: 'free',
};

/**
 * A project's lots on the portal's own map (pan, zoom, keyboard), each in the pattern of its state, named as the
 * staff read them (free, held, sold); a lot picked says which it is. Loaded lazily with the catalogue's messages.
 */
export default function StaffLotMap({
  map,
  lots,
}: {
  map: ProjectGeometry;
  lots: readonly { idLote: number; manzano: string; numero: string; estado: string }[];
}) {
  const { t } = useTranslation();
  const [picked, setPicked] = useState<number | null>(null);
  const states = useMemo(() => new Map(lots.map((lot) => [lot.idLote, DRAWN_AS[lot.estado] ?? 'vendido'])), [lots]);
  const stateName = (state: MapLotState) => t(`adminSales.lotState.${STATE_OF_DRAWN[state]}` as never);
  const lot = lots.find((one) => one.idLote === picked);
  return (
    <>
      <LotMap map={map} states={states} selected={picked} onSelect={(one) => setPicked(one[0])} stateName={stateName} />
      <Typography aria-live="polite" data-testid="sales-lot-picked" sx={{ minHeight: 24 }}>
        {lot
          ? t('adminSales.lotPicked', {
              lot: `${lot.manzano}-${lot.numero}`,
              state: t(`adminSales.lotState.${lot.estado}` as never),
            })
          : ''}
      </Typography>
    </>
  );
}
