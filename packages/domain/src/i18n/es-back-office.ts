import { esBackOfficeCommunication } from './back-office/es-communication.ts';
import { esBackOfficeConfiguration } from './back-office/es-configuration.ts';
import { esBackOfficeMoney } from './back-office/es-money.ts';
import { esBackOfficePeople } from './back-office/es-people.ts';
import { esBackOfficeProcedures } from './back-office/es-procedures.ts';
import { esBackOfficeSales } from './back-office/es-sales.ts';
import { esBackOfficeShell } from './back-office/es-shell.ts';
import { esBackOfficeToday } from './back-office/es-today.ts';
import type { BackOfficeCatalogue } from './en-back-office.ts';

export const esBackOffice: BackOfficeCatalogue = {
  ...esBackOfficeShell,
  ...esBackOfficeToday,
  ...esBackOfficePeople,
  ...esBackOfficeMoney,
  ...esBackOfficeSales,
  ...esBackOfficeCommunication,
  ...esBackOfficeProcedures,
  ...esBackOfficeConfiguration,
};
