import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import { ResponsiveTable } from '../../components/responsive-table.tsx';
import { useTranslation } from '../../lib/use-translation.ts';

export interface StandingRow {
  posicion: number;
  codigoAsesor: string;
  nombre: string;
}

/**
 * A ranking: position, adviser and the ranking's own figures (points and sales, or sold and bonus), the
 * caller's own row standing out; a sentence while nobody is in it. A table on a desk, a card per adviser on
 * a phone (components/responsive-table.tsx), where the name keeps its words whole and the code sits below it.
 */
export function StandingTable<T extends StandingRow>({
  rows,
  figureLabels,
  figures,
  ownPosition,
  emptyText,
  label,
  testId,
}: {
  rows: T[];
  figureLabels: string[];
  figures: (row: T) => string[];
  ownPosition: number | null;
  emptyText: string;
  /** what the ranking is, read out for its table or list */
  label: string;
  testId: string;
}) {
  const { t } = useTranslation();
  if (rows.length === 0) return <Alert severity="info">{emptyText}</Alert>;
  return (
    <ResponsiveTable
      rows={rows}
      rowKey={(row) => String(row.posicion)}
      label={label}
      mark={{ label: t('ranking.position'), value: (row) => row.posicion }}
      leadLabel={t('ranking.adviser')}
      lead={(row) => (
        <>
          <Box component="span" data-testid="standing-name" sx={{ display: 'block' }}>
            {row.nombre}
          </Box>
          <Box component="small" sx={{ color: 'text.secondary', fontWeight: 400 }}>
            {row.codigoAsesor}
          </Box>
        </>
      )}
      figures={figureLabels.map((label, index) => ({ label, value: (row: T) => figures(row)[index] }))}
      isOwn={(row) => row.posicion === ownPosition}
      testId={testId}
    />
  );
}
