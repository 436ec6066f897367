import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { LotteryTicket } from '@fortuna/contracts';
import { formatAmount } from '@fortuna/contracts/money-format';
import { Spinner } from '@/components/ui/spinner';
import { EmptyState } from '@/components/ui/empty-state';
import { Button } from '@/components/ui/button';
import { ticketsQuery, useCancelTicket } from '../api/lottery-api';
import { lotteryErrorText } from '../game/lottery-error';
import { selectionText } from '../slip/bet-slip';

const PAGE_SIZE = 10;

/** The member's tickets of a game (or all games): status, stake, payout, cancel before sale end. */
export function TicketsPanel({ gameCode, vassalage }: { gameCode?: string; vassalage?: string }) {
  const { t } = useTranslation('lottery');
  const [pageNo, setPageNo] = useState(1);
  const tickets = useQuery(ticketsQuery({ gameCode, vassalage, pageNo, pageSize: PAGE_SIZE }));
  const cancel = useCancelTicket();
  if (tickets.isPending) return <Spinner />;
  if (tickets.isError)
    return (
      <EmptyState
        title={t('state.ticketsFailed')}
        hint={lotteryErrorText(tickets.error)}
        action={<Button onClick={() => void tickets.refetch()}>{t('state.retry')}</Button>}
      />
    );
  const page = tickets.data;
  if (page.list.length === 0) return <EmptyState title={t('tickets.empty')} hint={t('tickets.emptyHint')} />;
  return (
    <div className="lott-tickets" data-testid="lott-tickets">
      {cancel.isError ? (
        <p className="lott-error" role="alert">
          {lotteryErrorText(cancel.error)}
        </p>
      ) : null}
      <ul className="lott-tickets__list">
        {page.list.map((ticket) => (
          <TicketCard
            key={ticket.ticketId}
            ticket={ticket}
            cancelling={cancel.isPending && cancel.variables === ticket.ticketId}
            onCancel={() => cancel.mutate(ticket.ticketId)}
          />
        ))}
      </ul>
      {page.totalPages > 1 ? (
        <div className="lott-pager">
          <Button variant="ghost" size="sm" disabled={pageNo <= 1} onClick={() => setPageNo(pageNo - 1)}>
            {t('tickets.previous')}
          </Button>
          <span>{t('tickets.page', { page: pageNo, pages: page.totalPages })}</span>
          <Button variant="ghost" size="sm" disabled={pageNo >= page.totalPages} onClick={() => setPageNo(pageNo + 1)}>
            {t('tickets.next')}
          </Button>
        </div>
      ) : null}
    </div>
  );
}

function TicketCard({
  ticket,
  cancelling,
  onCancel,
}: {
  ticket: LotteryTicket;
  cancelling: boolean;
  onCancel: () => void;
}) {
  const { t, i18n } = useTranslation('lottery');
  const money = (v: string) => formatAmount(v, i18n.language);
  return (
    <li className="lott-ticket" data-testid="lott-ticket" data-status={ticket.status} data-issue={ticket.issueCode}>
      <div className="lott-ticket__head">
        <strong>{ticket.gameName}</strong>
        <span className="lott-muted">{t('tickets.issue', { issue: ticket.issueCode })}</span>
        {ticket.chaseId ? <span className="lott-badge">{t('tickets.chase')}</span> : null}
        <span className={`lott-status lott-status--${ticket.status.toLowerCase()}`} data-testid="lott-ticket-status">
          {t(`ticketStatus.${ticket.status}`)}
        </span>
      </div>
      <ul className="lott-ticket__lines">
        {ticket.lines.map((line, i) => (
          <li key={i}>
            <span>{t(`kind.${line.kind}`)}</span> <span className="lott-muted">{selectionText(t, line.selection)}</span>{' '}
            <span className="lott-muted">
              {t('slip.notes', { count: line.notes })} × {money(line.unit)} × {line.multiple}
            </span>
          </li>
        ))}
      </ul>
      <dl className="lott-ticket__money">
        <div>
          <dt>{t('tickets.stake')}</dt>
          <dd>{money(ticket.stake)}</dd>
        </div>
        <div>
          <dt>{t('tickets.payout')}</dt>
          <dd data-testid="lott-ticket-payout">{money(ticket.payout)}</dd>
        </div>
        {ticket.resultText ? (
          <div>
            <dt>{t('results.result')}</dt>
            <dd className="lott-mono">{ticket.resultText}</dd>
          </div>
        ) : null}
      </dl>
      {ticket.cancellable ? (
        <Button variant="outline" size="sm" disabled={cancelling} onClick={onCancel} data-testid="lott-ticket-cancel">
          {t('tickets.cancel')}
        </Button>
      ) : null}
    </li>
  );
}
