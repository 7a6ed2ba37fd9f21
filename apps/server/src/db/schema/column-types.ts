import { customType } from 'drizzle-orm/pg-core';

/** Binary data (a generated PDF), as PostgreSQL's bytea. */
export const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({ dataType: () => 'bytea' });
