import { ptBackOfficeCommunication } from './back-office/pt-communication.ts';
import { ptBackOfficeConfiguration } from './back-office/pt-configuration.ts';
import { ptBackOfficeMoney } from './back-office/pt-money.ts';
import { ptBackOfficePeople } from './back-office/pt-people.ts';
import { ptBackOfficeProcedures } from './back-office/pt-procedures.ts';
import { ptBackOfficeSales } from './back-office/pt-sales.ts';
import { ptBackOfficeShell } from './back-office/pt-shell.ts';
import { ptBackOfficeToday } from './back-office/pt-today.ts';
import type { BackOfficeCatalogue } from './en-back-office.ts';

export const ptBackOffice: BackOfficeCatalogue = {
  ...ptBackOfficeShell,
  ...ptBackOfficeToday,
  ...ptBackOfficePeople,
  ...ptBackOfficeMoney,
  ...ptBackOfficeSales,
  ...ptBackOfficeCommunication,
  ...ptBackOfficeProcedures,
  ...ptBackOfficeConfiguration,
};
