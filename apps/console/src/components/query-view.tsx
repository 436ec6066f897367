import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '@/lib/errors';
import { ErrorState, Loading } from './states';

/** What a view needs of a TanStack query. */
export type QueryLike<T> = {
  isPending: boolean;
  isError: boolean;
  error: unknown;
  data: T | undefined;
  refetch: () => unknown;
};

/** A query's three states: loading, failed (its error's text and Try again), or its data drawn by `children`. */
export function QueryView<T>({ query, children }: { query: QueryLike<T>; children: (data: T) => ReactNode }) {
  const { t } = useTranslation();
  if (query.isPending) return <Loading />;
  if (query.isError || query.data === undefined) {
    return <ErrorState message={errorText(t, query.error)} onRetry={() => void query.refetch()} />;
  }
  return <>{children(query.data)}</>;
}
