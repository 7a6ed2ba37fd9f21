import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App, startTheApp } from './app/app.tsx';
import { Providers } from './app/providers.tsx';
import { i18nReady } from './lib/i18n.ts';
import { registerServiceWorker } from './lib/service-worker.ts';

// The maintenance check, the first page's code and its data start now, beside the catalogue (docs/decisions/0061).
startTheApp();

// The first paint waits for the person's message catalogue (a few kB, loaded on its own; see lib/i18n.ts).
// index.html's frame is on screen meanwhile, so the first render runs as a transition: React works in slices of a
// few milliseconds and lets the phone answer a tap in between, instead of one long task (docs/decisions/0070).
void i18nReady.then(() => {
  const root = createRoot(document.getElementById('root')!);
  startTransition(() =>
    root.render(
      <StrictMode>
        <Providers>
          <App />
        </Providers>
      </StrictMode>,
    ),
  );
});

registerServiceWorker();
