// What the global setup hands to every test file (vitest's provide/inject).
declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplatePath: string;
    postgresTemplate: string;
    logDir: string;
    reportDir: string;
  }
}

export {};
