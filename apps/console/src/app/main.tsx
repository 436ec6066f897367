// First: zod's settings must be in place before any schema is created.
import '@/lib/zod-jitless';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { i18nReady } from '@/lib/i18n';
import { Providers } from './providers';
import { AppRouter } from './router';
import '@/styles/base.css';
import '@/styles/shell.css';
import '@/styles/sign-in.css';
import '@/styles/widgets.css';
import '@/styles/panels.css';
import '@/styles/grid.css';
import '@/styles/page.css';

const container = document.getElementById('root');
if (!container) throw new Error('#root missing from index.html');

// The first paint already speaks the language (a failed load still renders, with keys).
await i18nReady.catch(() => undefined);

createRoot(container).render(
  <StrictMode>
    <Providers>
      <AppRouter />
    </Providers>
  </StrictMode>,
);
