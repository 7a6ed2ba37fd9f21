import { numberFormat } from '@vo/domain/intl';
import { adminPaymentStateWire } from '@vo/domain/payments/payments-admin.wire';
import { PROCEDURE_STATE_WIRE } from '@vo/domain/procedures/procedure.schemas';
import { formatPlainAmount, formatProductAmount } from '../../lib/product-money.ts';

/* How an audit row reads for a staff member (docs/decisions/0050): its act in words, its details as "label: value". */

type Translate = (key: string, params?: Record<string, unknown>) => string;

export interface AuditReading {
  t: Translate;
  language: string;
  /** the currency of one of the person's payments, when the detail names one: an amount is written with it */
  currencyOfPayment?: (paymentId: number) => string | undefined;
}

export interface AuditLine {
  label: string;
  value: string;
}

/** A catalogue word, or null when the catalogue has none (the translator answers the key itself). */
const wordOr = (t: Translate, key: string) => {
  const word = t(key);
  return word === key ? null : word;
};

/** The act of an audit row in words ("Sessions ended by staff"); an act the catalogue does not know keeps its code. */
export const auditActionLabel = (action: string, t: Translate) => wordOr(t, `adminPeople.action.${action}`) ?? action;

/** Ids only the database knows (a row, a session, a key): never shown, nobody typed or reads them. */
const HIDDEN = new Set(['customerUserId', 'staffMemberId', 'sessionId', 'keyId']);

/** The order a detail reads in: why, how much, of what, what it changed; any other key after these. */
const ORDER = ['reason', 'amount', 'paymentId', 'refundId', 'id', 'prereservationId', 'from', 'to', 'authType'];

/** How each known detail reads; the detail's own value is written as it is otherwise. */
function detailValue(key: string, value: unknown, detail: Record<string, unknown>, reading: AuditReading): string {
  const { t, language } = reading;
  const text = String(value);
  switch (key) {
    case 'amount': {
      const currency = typeof detail.paymentId === 'number' ? reading.currencyOfPayment?.(detail.paymentId) : undefined;
      return currency ? formatProductAmount(text, currency, language) : formatPlainAmount(text, language);
    }
    case 'from':
      return t(`adminMoney.state.${adminPaymentStateWire(text)}`);
    case 'to': {
      const wire = PROCEDURE_STATE_WIRE[text as keyof typeof PROCEDURE_STATE_WIRE] ?? text;
      return wordOr(t, `adminProcedures.state.${wire}`) ?? text;
    }
    case 'channel':
    case 'method':
      return wordOr(t, `adminPeople.detail.channel.${text}`) ?? text;
    case 'authType':
      return wordOr(t, `adminPeople.detail.authType.${text}`) ?? text;
    case 'keysRevoked':
    case 'people':
      return typeof value === 'number' ? numberFormat(language).format(value) : text;
    default:
      if (typeof value === 'boolean') return t(value ? 'adminPeople.yes' : 'adminPeople.no');
      if (value !== null && typeof value === 'object') return JSON.stringify(value);
      return text;
  }
}

/**
 * The details of an audit row as lines a staff member reads in their language ("Reason: …", "Amount: 20,00
 * US$", "State before: Confirmed"), the reason first; empty when there is nothing to tell.
 */
export function auditLines(detail: Record<string, unknown>, reading: AuditReading): AuditLine[] {
  const keys = Object.keys(detail).filter(
    (key) => !HIDDEN.has(key) && detail[key] !== null && detail[key] !== undefined && detail[key] !== '',
  );
  // The database keeps a detail's keys in its own order (jsonb sorts them): the reason first, then what moved.
  const rank = (key: string) => (ORDER.includes(key) ? ORDER.indexOf(key) : ORDER.length);
  keys.sort((a, b) => rank(a) - rank(b));
  return keys.map((key) => ({
    label: wordOr(reading.t, `adminPeople.detail.${key}`) ?? key,
    value: detailValue(key, detail[key], detail, reading),
  }));
}
