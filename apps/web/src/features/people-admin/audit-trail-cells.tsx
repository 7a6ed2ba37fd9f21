import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { PersonDetailWire } from '@vo/domain/people/person-detail.wire';
import type { ReactNode } from 'react';
import { type AuditReading, auditActionLabel, auditLines } from './audit-lines.ts';

/**
 * An audit row's act, who did it and its details, as cells: the act in words with its code beneath (what an
 * engineer or a log search is asked with, as Stripe's event log shows it), the details as "label: value" lines.
 */
export function auditTrailCells(entry: PersonDetailWire['auditoria'][number], reading: AuditReading): ReactNode[] {
  const lines = auditLines(entry.detalle, reading);
  return [
    <Box key="action">
      <Typography variant="body2">{auditActionLabel(entry.accion, reading.t)}</Typography>
      <Typography variant="caption" color="text.secondary" sx={{ fontFamily: 'monospace' }}>
        {entry.accion}
      </Typography>
    </Box>,
    entry.personal ?? '—',
    lines.length === 0 ? (
      '—'
    ) : (
      <Box key="detail" component="dl" sx={{ m: 0 }} data-testid="trail-detail">
        {lines.map((line) => (
          <Box key={line.label} sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 0.5 }}>
            <Typography component="dt" variant="body2" color="text.secondary">
              {line.label}:
            </Typography>
            <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: 'anywhere' }}>
              {line.value}
            </Typography>
          </Box>
        ))}
      </Box>
    ),
  ];
}
