import Typography from '@mui/material/Typography';
import { createContext, type ReactNode, useContext, useMemo } from 'react';
import { requiredFieldsOf } from '../lib/required-fields.ts';
import { useTranslation } from '../lib/use-translation.ts';

const RequiredNames = createContext<ReadonlySet<string>>(new Set());

/**
 * Marks every field of the form inside as required (asterisk, aria-required) when its schema says so: the
 * shared field components ask, no page lists its required fields by hand.
 */
export function RequiredFields({ schema, children }: { schema: unknown; children: ReactNode }) {
  const names = useMemo(() => requiredFieldsOf(schema), [schema]);
  return <RequiredNames.Provider value={names}>{children}</RequiredNames.Provider>;
}

/** Whether the form around says this field is required; a field's own `required` wins. */
export function useRequiredField(name: string, own?: boolean): boolean {
  const names = useContext(RequiredNames);
  return own ?? names.has(name);
}

/** "* required": opens the longer forms, so the asterisk is explained before the first one. */
export function RequiredLegend() {
  const { t } = useTranslation();
  return (
    <Typography variant="body2" color="text.secondary" data-testid="required-legend">
      {t('form.requiredLegend')}
    </Typography>
  );
}
