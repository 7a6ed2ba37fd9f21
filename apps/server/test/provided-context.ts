// What the global setup hands to every test file (vitest's provide/inject).
declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplatePath: string;
    postgresTemplate: string;
    logDir: string;
    reportDir: string;
    /** The run's fixed "now" (ISO): midday in La Paz, when the demo was seeded (global-setup.ts). */
    seededAt: string;
  }
}

export {};
