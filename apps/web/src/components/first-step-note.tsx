import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { MessageKey } from '@vo/domain/i18n/catalogue';
import { createContext, useContext } from 'react';
import { useTranslation } from '../lib/use-translation.ts';

/** Where the dialog open now stands among the first steps after login, and why it is asked. */
export interface FirstStep {
  number: number;
  total: number;
  why: MessageKey;
}

/** Set by the welcome sequence around the dialog it shows; the same dialog opened from a page shows no note. */
export const FirstStepContext = createContext<FirstStep | null>(null);

/** "Step 2 of 3" and the one line saying why, under a first step's title. */
export function FirstStepNote() {
  const { t } = useTranslation();
  const step = useContext(FirstStepContext);
  if (!step) return null;
  return (
    <Box sx={{ px: 3, pb: 1 }} data-testid="first-step">
      {/* "Step 1 of 1" counts nothing: a lone step only says why it is asked. */}
      {step.total > 1 ? (
        <Typography variant="overline" component="p" color="primary" data-testid="first-step-count">
          {t('welcome.stepOf', { number: step.number, total: step.total })}
        </Typography>
      ) : null}
      <Typography variant="body2" color="text.secondary" data-testid="first-step-why">
        {t(step.why)}
      </Typography>
    </Box>
  );
}
