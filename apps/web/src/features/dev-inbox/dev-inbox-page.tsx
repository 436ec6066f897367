import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';

import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { InboxIcon, RefreshIcon } from '@/components/ui/icons';
import * as routes from '@fortuna/contracts/endpoints/routes';
import { call } from '@/lib/api-client';
import { linksIn } from './dev-inbox-fns';
import './dev-inbox.css';

/**
 * /dev/inbox — development tool, not a product screen: what the local SMS and mail providers
 * "sent" (GET /dev/api/inbox, which the server offers in demo mode, to its own machine only).
 */
export default function DevInboxPage() {
  const { t } = useTranslation();
  const inbox = useQuery({
    queryKey: ['dev', 'inbox'],
    queryFn: ({ signal }) => call(routes.dev.inbox, { query: { limit: 50 } }, { signal }),
    refetchInterval: 5_000,
    retry: false,
  });
  return (
    <div className="container page dev-inbox" data-testid="dev-inbox">
      <p className="dev-inbox__banner" role="note">
        {t('devInbox.banner')}
      </p>
      <div className="dev-inbox__head">
        <h1 className="page-title">
          <span className="page-title__icon">
            <InboxIcon />
          </span>
          {t('devInbox.title')}
        </h1>
        <Button variant="ghost" size="sm" onClick={() => void inbox.refetch()}>
          <RefreshIcon /> {t('action.refresh')}
        </Button>
      </div>
      {inbox.isError ? (
        <EmptyState title={t('devInbox.unavailable')} hint={t('devInbox.unavailableHint')} />
      ) : inbox.data && inbox.data.length === 0 ? (
        <EmptyState title={t('devInbox.empty')} />
      ) : (
        <ul className="dev-inbox__list">
          {(inbox.data ?? []).map((m) => (
            <li key={m.id} className="dev-inbox__item panel" data-channel={m.channel} data-testid="dev-message">
              <div className="dev-inbox__meta">
                <span className={`dev-inbox__channel dev-inbox__channel--${m.channel}`}>
                  {t(`devInbox.channel.${m.channel}`)}
                </span>
                <strong>{m.recipient}</strong>
                <time dateTime={m.createdAt}>{new Date(m.createdAt).toLocaleString()}</time>
              </div>
              {m.subject ? <p className="dev-inbox__subject">{m.subject}</p> : null}
              <pre className="dev-inbox__body">{m.body}</pre>
              {linksIn(m.body).map((link) => (
                <a key={link.href} href={link.local} className="dev-inbox__link">
                  {link.local}
                </a>
              ))}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
