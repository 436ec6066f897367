import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { StaffAccount } from '@fortuna/contracts';
import { Button } from '@/components/button';
import { DataGrid } from '@/components/data-grid';
import { Page } from '@/components/page';
import { QueryView } from '@/components/query-view';
import { Empty } from '@/components/states';
import { useMe } from '@/lib/me';
import { CreateStaffDialog } from './create-staff-dialog';
import { useStaffList } from './staff-api';
import { StaffActionDialog } from './staff-action-dialog';
import { staffColumns, type ActionKind } from './staff-columns';

/** Staff and roles (owners): every account, new accounts, and the changes an owner may make. */
export default function StaffPage() {
  const { t } = useTranslation();
  const me = useMe();
  const list = useStaffList();
  const [creating, setCreating] = useState(false);
  const [acting, setActing] = useState<{ account: StaffAccount; kind: ActionKind } | null>(null);
  const selfId = me.data?.id;
  const columns = useMemo(() => staffColumns(t, selfId, (account, kind) => setActing({ account, kind })), [t, selfId]);
  const active = list.data?.filter((a) => a.status === 'active').length ?? 0;

  return (
    <Page
      id="staff"
      title={t('staff.title')}
      lead={list.data ? t('staff.summary', { count: list.data.length, active }) : t('staff.lead')}
      tools={
        <Button variant="primary" onClick={() => setCreating(true)}>
          {t('staff.create')}
        </Button>
      }
    >
      <QueryView query={list}>
        {(data) => (
          <DataGrid
            caption={t('staff.title')}
            columns={columns}
            sort="client"
            data={data}
            getRowId={(row) => String(row.id)}
            rowClassName={(row) => (row.status === 'disabled' ? 'row--muted' : undefined)}
            empty={<Empty title={t('staff.empty')} />}
          />
        )}
      </QueryView>
      <CreateStaffDialog open={creating} onClose={() => setCreating(false)} />
      {acting ? (
        <StaffActionDialog
          key={`${acting.account.id}-${acting.kind}`}
          account={acting.account}
          kind={acting.kind}
          onClose={() => setActing(null)}
        />
      ) : null}
    </Page>
  );
}
