import { useEffect, useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { OFFER_FLAG_OF_KIND, type AgentContract } from '@fortuna/contracts/agent-contract-api';
import { Button } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/field';
import { Modal } from '@/components/ui/modal';
import { Spinner } from '@/components/ui/spinner';
import { ApiError } from '@/lib/api-client';
import { translateError } from '@/lib/i18n';
import { onMemberEvent } from '@/lib/member-event-bus';
import { isAgentSession, sessionStore } from '@/lib/storage';
import {
  acceptContract,
  contractFlagsQuery,
  contractPreviewQuery,
  contractsQuery,
  rejectContract,
} from './contracts-api';
import { ContractTerms } from './contract-terms';
import './contracts.css';

/**
 * Spec §2 "contract modal", only with a session: the consolidated flags say an offer waits (spec §3
 * dailysalreqtype, divtypereq, contracthoursalreq, realtimesalreqtype), so the agent is shown the
 * offer to accept or reject. Also keeps the session keys enableSalary / enableContract.
 */
export default function ContractWatcher() {
  const agent = isAgentSession();
  const client = useQueryClient();
  const flags = useQuery({ ...contractFlagsQuery, enabled: agent });
  const waiting = flags.data ? Object.values(OFFER_FLAG_OF_KIND).some((key) => flags.data[key]) : false;
  const list = useQuery({ ...contractsQuery, enabled: agent && waiting });
  const [dismissed, setDismissed] = useState<number[]>([]);

  useEffect(() => {
    if (!flags.data) return;
    sessionStore.set('enableSalary', String(flags.data.enableSalary));
    sessionStore.set('enableContract', String(flags.data.enableContract));
  }, [flags.data]);

  // A contract notice (an offer made, a contract ended) refreshes the flags at once.
  useEffect(
    () =>
      onMemberEvent((event) => {
        const message = event.message as { kind?: string } | undefined;
        if (event.type === 'message' && message?.kind === 'CONTRACT')
          void client.invalidateQueries({ queryKey: ['contracts'] });
      }),
    [client],
  );

  const offer = list.data?.mine.find((c) => c.status === 'REQUESTED' && !dismissed.includes(c.id));
  if (!agent || !waiting || !offer) return null;
  return <ContractModal offer={offer} onClose={() => setDismissed((d) => [...d, offer.id])} />;
}

function ContractModal({ offer, onClose }: { offer: AgentContract; onClose: () => void }) {
  const { t } = useTranslation(['contracts', 'common']);
  const client = useQueryClient();
  const preview = useQuery(contractPreviewQuery(offer.id));
  const [understood, setUnderstood] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const downlines = preview.data?.downlines ?? [];
  const answer = useMutation({
    mutationFn: async (accept: boolean): Promise<void> => {
      if (accept) await acceptContract(offer.id, downlines.length > 0);
      else await rejectContract(offer.id);
    },
    onSuccess: () => client.invalidateQueries({ queryKey: ['contracts'] }),
    onError: (e) =>
      setError(e instanceof ApiError ? translateError(e.code, e.message) : translateError('UNKNOWN_ERROR')),
  });
  const dividend = offer.kind === 'DIVIDEND';
  const blocked = answer.isPending || preview.isLoading || (downlines.length > 0 && !understood);
  const footer = (
    <>
      <Button
        variant="ghost"
        onClick={() => answer.mutate(false)}
        disabled={answer.isPending}
        data-testid="contract-reject"
      >
        {t('reject')}
      </Button>
      <Button onClick={() => answer.mutate(true)} disabled={blocked} data-testid="contract-accept">
        {downlines.length > 0 ? t('acceptAndEnd', { count: downlines.length }) : t('accept')}
      </Button>
    </>
  );
  return (
    <Modal
      name="contractModal"
      title={t('offerTitle', { kind: t(`kind.${offer.kind}`) })}
      onClose={onClose}
      footer={footer}
    >
      <div className="contract-modal">
        <p>
          {offer.upline ? t('offeredBy', { upline: offer.upline }) : t('offeredByPlatform')}{' '}
          {t('periodIs', { period: t(`period.${offer.period}`) })}
        </p>
        <ContractTerms tiers={offer.tiers} dividend={dividend} />
        {preview.isLoading ? <Spinner /> : null}
        {preview.isError ? <FormAlert message={translateError('UNKNOWN_ERROR')} /> : null}
        {preview.data?.current ? (
          <>
            <h3 className="contract-modal__sub">{t('currentTerms')}</h3>
            <ContractTerms tiers={preview.data.current.tiers} dividend={dividend} />
          </>
        ) : null}
        {downlines.length > 0 ? (
          <div className="contract-modal__warning" role="alert" data-testid="contract-lower-rate">
            <p>{t('lowerRate')}</p>
            <ul>
              {downlines.map((d) => (
                <li key={d.contractId}>{t('downlineEnds', { username: d.username, count: d.descendants })}</li>
              ))}
            </ul>
            <label className="contract-modal__confirm">
              <input type="checkbox" checked={understood} onChange={(e) => setUnderstood(e.target.checked)} />{' '}
              {t('lowerRateConfirm')}
            </label>
          </div>
        ) : null}
        <FormAlert message={error} />
      </div>
    </Modal>
  );
}
