import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { MemberSearchKind } from '@fortuna/contracts/console-members';
import { Button } from '@/components/button';
import { Field } from '@/components/field';
import { Page } from '@/components/page';
import { PagedGrid } from '@/components/paged-grid';
import { Empty } from '@/components/states';
import { PAGE_SIZES, useAddressParams } from '@/lib/address-params';
import { memberColumns } from './member-columns';
import { useMemberSearch, type MemberSearch } from './members-api';

const SORTS = ['registeredAt', 'lastLoginAt', 'username'] as const;
type Form = { q: string; kind: MemberSearchKind; sort: MemberSearch['sort'] };

const pick = <T extends string>(value: string | null, options: readonly T[], fallback: T): T =>
  options.includes(value as T) ? (value as T) : fallback;

/**
 * Members: one search field (username, mobile, e-mail, real name, IP, invitation code), sorted and
 * paged by the server: the sort field or a click on the Username, Registered or Last login header
 * (both directions, in the address).
 */
export default function MembersPage() {
  const { t } = useTranslation();
  const { params, pageNo, pageSize, update } = useAddressParams();
  const query: MemberSearch = {
    q: params.get('q') || undefined,
    kind: pick(params.get('kind'), MemberSearchKind.options, 'auto'),
    sort: pick(params.get('sort'), SORTS, 'registeredAt'),
    order: params.get('order') === 'asc' ? 'asc' : 'desc',
    pageNo,
    pageSize,
  };
  const search = useMemberSearch(query);
  const columns = useMemo(() => memberColumns(t), [t]);
  const form = useForm<Form>({ values: { q: query.q ?? '', kind: query.kind, sort: query.sort } });

  return (
    <Page id="members" title={t('members.title')} lead={t('members.lead')}>
      <form
        className="filters"
        role="search"
        aria-label={t('members.search')}
        onSubmit={form.handleSubmit((v) => update({ q: v.q.trim(), kind: v.kind, sort: v.sort, page: 1 }))}
      >
        <Field label={t('members.search')} className="filters__wide">
          {(c) => <input {...c} type="search" spellCheck={false} autoComplete="off" {...form.register('q')} />}
        </Field>
        <Field label={t('members.kind')}>
          {(c) => (
            <select {...c} {...form.register('kind')}>
              {MemberSearchKind.options.map((kind) => (
                <option key={kind} value={kind}>
                  {t(`members.kinds.${kind}`)}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field label={t('members.sort')}>
          {(c) => (
            <select {...c} {...form.register('sort')}>
              {SORTS.map((sort) => (
                <option key={sort} value={sort}>
                  {t(`members.sorts.${sort}`)}
                </option>
              ))}
            </select>
          )}
        </Field>
        <div className="filters__actions">
          <Button type="submit" variant="primary">
            {t('members.searchButton')}
          </Button>
        </div>
      </form>
      <PagedGrid
        query={search}
        above={(page) =>
          query.q ? <p className="muted">{t('members.matchedAs', { kind: t(`members.kinds.${page.kind}`) })}</p> : null
        }
        caption={t('members.title')}
        columns={columns}
        getRowId={(row) => String(row.id)}
        rowClassName={(row) => (row.status === 'locked' ? 'row--muted' : undefined)}
        sort={{
          columns: SORTS,
          sorting: [{ id: query.sort, desc: query.order === 'desc' }],
          onChange: ([next]) => {
            const sort = SORTS.find((s) => s === next?.id);
            if (sort) update({ sort, order: next?.desc ? 'desc' : 'asc', page: 1 });
          },
        }}
        empty={<Empty title={t('members.empty')}>{t('members.emptyHint')}</Empty>}
        pageSize={pageSize}
        pageSizes={PAGE_SIZES}
        onPage={(n) => update({ page: n })}
        onPageSize={(size) => update({ size, page: 1 })}
      />
    </Page>
  );
}
