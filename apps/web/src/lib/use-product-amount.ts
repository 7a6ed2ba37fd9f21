import { useCallback } from 'react';
import { formatProductAmount } from './product-money.ts';
import { useTranslation } from './use-translation.ts';

/**
 * formatProductAmount in the UI language. A hook of its own, apart from product-money.ts: the translator
 * belongs to a browser page, the formatting rules do not (and are unit-tested outside one).
 */
export function useProductAmount(): (decimal: string, currency: string) => string {
  const { i18n } = useTranslation();
  const language = i18n.language;
  return useCallback((decimal, currency) => formatProductAmount(decimal, currency, language), [language]);
}
