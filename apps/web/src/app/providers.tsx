import { useEffect, useState, type ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { I18nextProvider } from 'react-i18next';
import { currentLanguage, i18n } from '@/lib/i18n';
import { HTML_LANG } from '@/lib/locale';
import { ApiError } from '@/lib/api-client';
import { watchSessionScope } from './session-scope';

const makeQueryClient = () =>
  new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        // Client errors (400–499) will not change on retry; network and 5xx get one more go.
        retry: (count, error) => count < 1 && !(error instanceof ApiError && error.status >= 400 && error.status < 500),
      },
    },
  });

/** Keeps <html lang> in step with the UI language (screen readers, hyphenation, fonts). */
function useHtmlLang() {
  useEffect(() => {
    const apply = () => {
      document.documentElement.lang = HTML_LANG[currentLanguage()];
    };
    apply();
    i18n.on('languageChanged', apply);
    return () => i18n.off('languageChanged', apply);
  }, []);
}

export function Providers({ children }: { children: ReactNode }) {
  const [queryClient] = useState(makeQueryClient);
  useHtmlLang();
  // Any change of session drops the last member's cached answers, toasts and modals.
  useEffect(() => watchSessionScope(queryClient), [queryClient]);
  return (
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    </I18nextProvider>
  );
}
