// What the global setup hands to every spec file (vitest's provide/inject).
declare module 'vitest' {
  export interface ProvidedContext {
    /** Where the portal under test answers, e.g. http://127.0.0.1:41234 (no trailing slash). */
    baseURL: string;
    /** The operator secret of that server (header x-ops-secret, env OPS_SECRET of the ops CLI). */
    opsSecret: string;
  }
}

export {};
