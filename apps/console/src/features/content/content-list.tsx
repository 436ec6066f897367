import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/button';
import { Empty, ErrorState, Loading } from '@/components/states';
import { errorText } from '@/lib/errors';

/** A panel's one-line outcome: saved, enabled, refused. */
export type Flash = { tone: 'error' | 'success'; text: string } | null;

type ListQuery = { isPending: boolean; isError: boolean; error: unknown; refetch: () => unknown };

/**
 * The Content tabs' list: loading, failed (with Try again), empty (title and hint), or a grid of
 * the rows with a visually hidden caption and a last, unlabelled column for the row actions.
 * `columns` are the header texts in order (null leaves a column out).
 */
export function ContentGrid<T>(props: {
  query: ListQuery;
  rows: readonly T[];
  title: string;
  empty: string;
  emptyHint?: string;
  columns: ReadonlyArray<string | null>;
  children: (row: T) => ReactNode;
}) {
  const { t } = useTranslation('content');
  const { query, rows, title } = props;
  if (query.isPending) return <Loading />;
  if (query.isError) return <ErrorState message={errorText(t, query.error)} onRetry={() => void query.refetch()} />;
  if (rows.length === 0) return <Empty title={props.empty}>{props.emptyHint}</Empty>;
  return (
    <div className="grid-frame" tabIndex={0} role="region" aria-label={title}>
      <table className="grid">
        <caption className="visually-hidden">{title}</caption>
        <thead>
          <tr>
            {props.columns.map((c) =>
              c === null ? null : (
                <th key={c} scope="col">
                  {c}
                </th>
              ),
            )}
            <th scope="col">
              <span className="visually-hidden">{t('col.actions')}</span>
            </th>
          </tr>
        </thead>
        <tbody>{rows.map(props.children)}</tbody>
      </table>
    </div>
  );
}

/** A row's small action button, named for the row it acts on ("Edit: Welcome bonus"). */
export function RowAction({ label, name, onClick }: { label: string; name: string; onClick: () => void }) {
  return (
    <Button size="sm" variant="ghost" onClick={onClick} aria-label={`${label}: ${name}`}>
      {label}
    </Button>
  );
}
