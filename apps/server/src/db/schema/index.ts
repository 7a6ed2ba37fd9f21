export * from './credentials.ts';
export * from './geography.ts';
export * from './idempotency.ts';
export * from './invoicing.ts';
export * from './notifications.ts';
export * from './operations.ts';
export * from './sessions.ts';
export * from './users.ts';
