import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { i18nReady } from '@/lib/i18n';
import { Providers } from './providers';
import { RootView } from './root-view';
import '@/styles/theme.css';
import '@/styles/base.css';
import '@/styles/shell.css';

const container = document.getElementById('root');
if (!container) throw new Error('#root missing from index.html');

// The first paint must already speak the stored language: wait for its resources (the
// static splash from index.html stays on screen meanwhile). A failed load still renders.
await i18nReady.catch(() => undefined);

createRoot(container).render(
  <StrictMode>
    <Providers>
      <RootView />
    </Providers>
  </StrictMode>,
);
