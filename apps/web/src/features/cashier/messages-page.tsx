import { useState } from 'react';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { MemberMessage } from '@fortuna/contracts';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { Spinner } from '@/components/ui/spinner';
import { markMessagesRead, messagesQuery } from './wallet-api';
import { noticeValues } from './wallet-fns';
import { SimplePager } from './simple-pager';
import '@/styles/member-pages.css';
import './messages.css';

const PAGE_SIZE = 10;

/** Internal messages (messageV2): deposit and withdrawal notices, newest first; opening one reads it. */
export function MessagesPage() {
  const { t } = useTranslation('wallet');
  const queryClient = useQueryClient();
  const [pageNo, setPageNo] = useState(1);
  const [open, setOpen] = useState<number | null>(null);
  const page = useQuery({ ...messagesQuery(pageNo, PAGE_SIZE), placeholderData: keepPreviousData });
  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: ['messages'] });
    void queryClient.invalidateQueries({ queryKey: ['wallet', 'balance'] });
  };
  const read = async (body: { ids: number[] } | { all: true }) => {
    await markMessagesRead(body);
    refresh();
  };
  const toggle = (message: MemberMessage) => {
    setOpen(open === message.id ? null : message.id);
    if (!message.read) void read({ ids: [message.id] });
  };

  if (page.isPending) return <Spinner label={t('loading')} />;
  if (page.isError)
    return (
      <EmptyState title={t('unavailable')} action={<Button onClick={() => void page.refetch()}>{t('retry')}</Button>} />
    );
  const { list, unread, totalPages } = page.data;
  if (!list.length) return <EmptyState title={t('messages.empty')} hint={t('messages.emptyHint')} />;

  return (
    <div className="wallet-page" data-testid="messages-page">
      <div className="messages-toolbar">
        <span className="messages-toolbar__count" data-testid="messages-unread">
          {t('messages.count', { count: unread })}
        </span>
        <Button
          variant="ghost"
          size="sm"
          disabled={unread === 0}
          onClick={() => void read({ all: true })}
          data-testid="messages-read-all"
        >
          {t('messages.markAll')}
        </Button>
      </div>
      <ul className="message-list">
        {list.map((m) => (
          <MessageItem key={m.id} message={m} open={open === m.id} onToggle={() => toggle(m)} />
        ))}
      </ul>
      <SimplePager pageNo={pageNo} pages={totalPages} onPage={setPageNo} />
    </div>
  );
}

/** One notice: its title and time; opened, its text (and the reason of a refusal). */
function MessageItem({ message: m, open, onToggle }: { message: MemberMessage; open: boolean; onToggle: () => void }) {
  const { t, i18n } = useTranslation('wallet');
  const values = noticeValues(m.params, i18n.language);
  return (
    <li className={`message-item${m.read ? '' : ' is-unread'}`} data-testid="message-item" data-kind={m.kind}>
      <button type="button" className="message-item__head" aria-expanded={open} onClick={onToggle}>
        {m.read ? null : <span className="message-item__dot" aria-label={t('messages.unread')} />}
        <strong>{t(`messages.title.${m.kind}`)}</strong>
        <time dateTime={m.createdAt}>{new Date(m.createdAt).toLocaleString(i18n.language)}</time>
      </button>
      {open ? (
        <div className="message-item__body">
          <p>{t(`notice.${m.kind}`, values)}</p>
          {m.params.note ? <p className="message-item__note">{t('notice.reason', values)}</p> : null}
        </div>
      ) : null}
    </li>
  );
}
