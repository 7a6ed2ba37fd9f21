export * from './credentials.ts';
export * from './idempotency.ts';
export * from './operations.ts';
export * from './sessions.ts';
export * from './users.ts';
