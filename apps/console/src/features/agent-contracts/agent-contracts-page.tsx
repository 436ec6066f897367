import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AgentContract } from '@fortuna/contracts/agent-contract-api';
import { CONTRACT_KINDS, ContractStatus, type ContractKind } from '@fortuna/contracts/agent-contracts';
import { Button } from '@/components/button';
import { DataGrid } from '@/components/data-grid';
import { Page } from '@/components/page';
import { QueryView } from '@/components/query-view';
import { Empty } from '@/components/states';
import { useAgentContracts } from './agent-contracts-api';
import { contractColumns } from './contract-columns';
import { ContractEventsDialog, TerminateContractDialog } from './contract-dialogs';
import { OfferContractDialog } from './offer-contract-dialog';

type Open = { kind: 'offer' } | { kind: 'events' | 'terminate'; contract: AgentContract } | null;

/**
 * Top agents' contracts (agents.manage; issue 21): the platform is a top agent's upline, so
 * operators offer and end their contracts here; any member's contracts and each contract's
 * append-only history can be looked up by username.
 */
export default function AgentContractsPage() {
  const { t } = useTranslation();
  const [username, setUsername] = useState('');
  const [kind, setKind] = useState<ContractKind | ''>('');
  const [status, setStatus] = useState<ContractStatus | ''>('');
  const [open, setOpen] = useState<Open>(null);
  const filter = {
    ...(username.trim() ? { username: username.trim() } : {}),
    ...(kind ? { kind } : {}),
    ...(status ? { status } : {}),
  };
  const contracts = useAgentContracts(filter);
  const columns = useMemo(
    () =>
      contractColumns(t, {
        events: (contract) => setOpen({ kind: 'events', contract }),
        terminate: (contract) => setOpen({ kind: 'terminate', contract }),
      }),
    [t],
  );
  const tools = (
    <>
      <input
        aria-label={t('contracts.username')}
        placeholder={t('contracts.username')}
        value={username}
        onChange={(e) => setUsername(e.target.value)}
        data-testid="contracts-username"
      />
      <select
        aria-label={t('contracts.kind')}
        value={kind}
        onChange={(e) => setKind(e.target.value as ContractKind | '')}
      >
        <option value="">{t('contracts.allKinds')}</option>
        {CONTRACT_KINDS.map((k) => (
          <option key={k} value={k}>
            {t(`contracts.kinds.${k}`)}
          </option>
        ))}
      </select>
      <select
        aria-label={t('contracts.status')}
        value={status}
        onChange={(e) => setStatus(e.target.value as ContractStatus | '')}
      >
        <option value="">{t('contracts.allStatuses')}</option>
        {ContractStatus.options.map((s) => (
          <option key={s} value={s}>
            {t(`contracts.statuses.${s}`)}
          </option>
        ))}
      </select>
      <Button variant="primary" onClick={() => setOpen({ kind: 'offer' })} data-testid="contracts-offer">
        {t('contracts.offer')}
      </Button>
    </>
  );
  return (
    <Page
      id="agent-contracts"
      title={t('contracts.title')}
      lead={t('contracts.lead')}
      tools={tools}
      toolsLabel={t('contracts.filters')}
    >
      <QueryView query={contracts}>
        {(data) => (
          <DataGrid
            caption={t('contracts.title')}
            columns={columns}
            sort="client"
            data={data.list}
            getRowId={(row) => String(row.id)}
            empty={<Empty title={t('contracts.empty')} />}
          />
        )}
      </QueryView>
      {open?.kind === 'offer' ? <OfferContractDialog onClose={() => setOpen(null)} /> : null}
      {open?.kind === 'events' ? <ContractEventsDialog contract={open.contract} onClose={() => setOpen(null)} /> : null}
      {open?.kind === 'terminate' ? (
        <TerminateContractDialog contract={open.contract} onClose={() => setOpen(null)} />
      ) : null}
    </Page>
  );
}
