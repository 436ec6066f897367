import { useEffect, useId, useState, type ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/components/ui/empty-state';
import { Pagination } from '@/components/ui/pagination';
import { Spinner } from '@/components/ui/spinner';
import { currentLanguage } from '@/lib/i18n';
import { INTL_LOCALE } from '@/lib/locale';
import { ZoneNote } from '@/components/zone-note';
import type { RangePreset } from '@/lib/market-date';
import { TeamRangeSwitch } from './team-range';

/** Loading, error (with retry) and empty states around a report's body. */
export function ReportState<T>({
  query,
  isEmpty,
  empty,
  children,
}: {
  query: UseQueryResult<T>;
  isEmpty: (data: T) => boolean;
  empty: string;
  children: (data: T) => ReactNode;
}) {
  const { t } = useTranslation('team');
  if (query.isPending) return <Spinner label={t('loading')} />;
  if (query.isError)
    return (
      <EmptyState
        title={t('error')}
        action={
          <button type="button" className="btn btn--ghost btn--sm" onClick={() => void query.refetch()}>
            {t('retry')}
          </button>
        }
      />
    );
  if (isEmpty(query.data)) return <EmptyState title={empty} />;
  return <>{children(query.data)}</>;
}

/** A username box that reports its value after typing pauses (letters, digits and _ only). */
export function UsernameFilter({
  label,
  value,
  onChange,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
}) {
  const id = useId();
  const [text, setText] = useState(value);
  // Cleared or set by the page (e.g. a drill-down leaves the search): the box follows.
  useEffect(() => setText(value), [value]);
  useEffect(() => {
    const timer = setTimeout(() => {
      if (text !== value) onChange(text);
    }, 350);
    return () => clearTimeout(timer);
  }, [text, value, onChange]);
  return (
    <span className="team-filter">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type="search"
        className="team-filter__input"
        autoComplete="off"
        maxLength={32}
        value={text}
        onChange={(e) => setText(e.target.value.replace(/[^A-Za-z0-9_]/g, ''))}
      />
    </span>
  );
}

/** A labelled select of the filter bar. */
export function SelectFilter<V extends string>({
  label,
  value,
  options,
  onChange,
}: {
  label: string;
  value: V;
  options: ReadonlyArray<{ value: V; label: string }>;
  onChange: (value: V) => void;
}) {
  const id = useId();
  return (
    <span className="team-filter">
      <label htmlFor={id}>{label}</label>
      <select id={id} className="team-filter__input" value={value} onChange={(e) => onChange(e.target.value as V)}>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </span>
  );
}

export function ReportPager({
  page,
  totalPages,
  onChange,
}: {
  page: number;
  totalPages: number;
  onChange: (page: number) => void;
}) {
  return <Pagination page={page} totalPages={totalPages} onChange={onChange} />;
}

/** A time of the API as the language's short date and time in the brand's zone. */
export function ReportTime({ iso, timeZone }: { iso: string; timeZone: string }) {
  const text = new Intl.DateTimeFormat(INTL_LOCALE[currentLanguage()], {
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hour12: false,
    timeZone,
  }).format(new Date(iso));
  return <time dateTime={iso}>{text}</time>;
}

/** One total of a report (a card). */
export function Total({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="team-card">
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

/** A report's top bar: the range switch and the note of the brand's zone. */
export function ReportBar({ preset, onChange }: { preset: RangePreset; onChange: (p: RangePreset) => void }) {
  return (
    <div className="team-page__bar">
      <TeamRangeSwitch value={preset} onChange={onChange} />
      <ZoneNote />
    </div>
  );
}

/** A report's table (scrolling sideways on a phone) with its column headings. */
export function ReportTable({
  testId,
  columns,
  children,
}: {
  testId: string;
  columns: ReactNode[];
  children: ReactNode;
}) {
  return (
    <div className="team-table-wrap">
      <table className="team-table" data-testid={testId}>
        <thead>
          <tr>
            {columns.map((c, i) => (
              <th scope="col" key={i}>
                {c}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}
