// First: zod's settings must be in place before any schema is created (lib/zod-jitless.ts).
import '@/lib/zod-jitless';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { i18nReady } from '@/lib/i18n';
import { Providers } from './providers';
import { RootView } from './root-view';
import '@/styles/theme.css';
import '@/styles/base.css';
import '@/styles/widgets.css';
import '@/styles/shell.css';
import '@/styles/menus.css';

const container = document.getElementById('root');
if (!container) throw new Error('#root missing from index.html');

// The first paint must already speak the stored language: wait for its resources (the
// static splash from index.html stays on screen meanwhile). A failed load still renders.
await i18nReady.catch(() => undefined);

// Rendered as a transition: React then works in slices of a few milliseconds and yields to the
// browser between them, so the first render of the home lobby is not one long blocking task
// (the static splash stays on screen until it commits).
const root = createRoot(container);
startTransition(() => {
  root.render(
    <StrictMode>
      <Providers>
        <RootView />
      </Providers>
    </StrictMode>,
  );
});
