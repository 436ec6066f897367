import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AgentContract } from '@fortuna/contracts/agent-contract-api';
import { Button } from '@/components/button';
import { Dialog } from '@/components/dialog';
import { Field } from '@/components/field';
import { QueryView } from '@/components/query-view';
import { Alert, Empty } from '@/components/states';
import { errorText } from '@/lib/errors';
import { formatDateTime } from '@/lib/format';
import { useContractEvents, useTerminateContract } from './agent-contracts-api';
import { tiersText } from './contract-columns';

/** A contract's append-only history: who did what, the terms before and after, the reason. */
export function ContractEventsDialog({ contract, onClose }: { contract: AgentContract; onClose: () => void }) {
  const { t } = useTranslation();
  const events = useContractEvents(contract.id);
  return (
    <Dialog title={t('contracts.historyTitle', { holder: contract.holder })} open onClose={onClose} wide>
      <QueryView query={events}>
        {(data) =>
          data.events.length === 0 ? (
            <Empty title={t('contracts.noEvents')} />
          ) : (
            <table className="table" data-testid="contract-events">
              <thead>
                <tr>
                  <th scope="col">{t('contracts.col.when')}</th>
                  <th scope="col">{t('contracts.col.action')}</th>
                  <th scope="col">{t('contracts.col.actor')}</th>
                  <th scope="col">{t('contracts.col.terms')}</th>
                  <th scope="col">{t('contracts.col.reason')}</th>
                </tr>
              </thead>
              <tbody>
                {data.events.map((e) => (
                  <tr key={e.id}>
                    <td className="nowrap">{formatDateTime(e.createdAt)}</td>
                    <td>{t(`contracts.actions.${e.action}`)}</td>
                    <td>{e.actor ?? t(`contracts.actorKinds.${e.actorKind}`)}</td>
                    <td>
                      {(e.newTerms ?? e.oldTerms)
                        ? tiersText(t, { tiers: e.newTerms ?? e.oldTerms ?? [] }).join('; ')
                        : '—'}
                    </td>
                    <td>{e.reason ?? '—'}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          )
        }
      </QueryView>
      <div className="form__actions">
        <Button variant="primary" onClick={onClose}>
          {t('action.close')}
        </Button>
      </div>
    </Dialog>
  );
}

/** Ends a top agent's contract (or withdraws the offer) with a reason; its team's contracts of the kind end too. */
export function TerminateContractDialog({ contract, onClose }: { contract: AgentContract; onClose: () => void }) {
  const { t } = useTranslation();
  const [reason, setReason] = useState('');
  const terminate = useTerminateContract();
  const tooShort = reason.trim().length < 3;
  return (
    <Dialog title={t('contracts.terminateTitle', { holder: contract.holder })} open onClose={onClose}>
      <form
        className="form"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          if (!tooShort) terminate.mutate({ id: contract.id, reason: reason.trim() }, { onSuccess: onClose });
        }}
      >
        <p className="muted">{t('contracts.terminateLead')}</p>
        {terminate.isError ? <Alert>{errorText(t, terminate.error)}</Alert> : null}
        <Field label={t('contracts.reason')} hint={t('contracts.reasonHint')}>
          {(c) => <input {...c} value={reason} onChange={(e) => setReason(e.target.value)} maxLength={200} autoFocus />}
        </Field>
        <div className="form__actions">
          <Button onClick={onClose}>{t('action.cancel')}</Button>
          <Button type="submit" variant="primary" busy={terminate.isPending} disabled={tooShort}>
            {t('contracts.terminate')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
