import type { BackOfficeCommunicationKey } from './back-office/en-communication.ts';
import { enBackOfficeCommunication } from './back-office/en-communication.ts';
import type { BackOfficeConfigurationKey } from './back-office/en-configuration.ts';
import { enBackOfficeConfiguration } from './back-office/en-configuration.ts';
import type { BackOfficeMoneyKey } from './back-office/en-money.ts';
import { enBackOfficeMoney } from './back-office/en-money.ts';
import type { BackOfficePeopleKey } from './back-office/en-people.ts';
import { enBackOfficePeople } from './back-office/en-people.ts';
import type { BackOfficeProceduresKey } from './back-office/en-procedures.ts';
import { enBackOfficeProcedures } from './back-office/en-procedures.ts';
import type { BackOfficeSalesKey } from './back-office/en-sales.ts';
import { enBackOfficeSales } from './back-office/en-sales.ts';
import type { BackOfficeShellKey } from './back-office/en-shell.ts';
import { enBackOfficeShell } from './back-office/en-shell.ts';
import type { BackOfficeTodayKey } from './back-office/en-today.ts';
import { enBackOfficeToday } from './back-office/en-today.ts';

/** The back office's messages (docs/decisions/0038): the web loads this part only with /admin. */
export const enBackOffice = {
  ...enBackOfficeShell,
  ...enBackOfficeToday,
  ...enBackOfficePeople,
  ...enBackOfficeMoney,
  ...enBackOfficeSales,
  ...enBackOfficeCommunication,
  ...enBackOfficeProcedures,
  ...enBackOfficeConfiguration,
} as const;

export type BackOfficeMessageKey =
  | BackOfficeShellKey
  | BackOfficeTodayKey
  | BackOfficePeopleKey
  | BackOfficeMoneyKey
  | BackOfficeSalesKey
  | BackOfficeCommunicationKey
  | BackOfficeProceduresKey
  | BackOfficeConfigurationKey;
export type BackOfficeCatalogue = Record<BackOfficeMessageKey, string>;
