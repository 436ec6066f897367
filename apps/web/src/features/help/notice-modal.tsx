import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Announcement } from '@fortuna/contracts/content';
import { ANNOUNCEMENT_CHUNK_SIZE, NOTICE_PAGE_SIZE } from '@fortuna/contracts/content-fns';
import { Modal } from '@/components/ui/modal';
import { EmptyState } from '@/components/ui/empty-state';
import { BellIcon } from '@/components/ui/icons';
import { Pagination } from '@/components/ui/pagination';
import { Spinner } from '@/components/ui/spinner';
import { Tabs } from '@/components/ui/tabs';
import { currentLanguage } from '@/lib/i18n';
import { INTL_LOCALE } from '@/lib/locale';
import { closeModal } from '@/stores/modal-store';
// The notices are the lobby's announcements call (the marquee opens this popup).
import { useAnnouncements } from '@/lib/queries/announcements-api';
import { chunk } from '@/lib/chunk';
import './notice.css';

type Tab = 'notices' | 'announcements';
/** Spec §9: notices in pages of 9, announcements in chunks of 7. */
const PAGE_SIZE: Record<Tab, number> = { notices: NOTICE_PAGE_SIZE, announcements: ANNOUNCEMENT_CHUNK_SIZE };

function NoticeTime({ time, format }: { time: string; format: Intl.DateTimeFormat }) {
  return (
    <time className="notice__item-time" dateTime={time}>
      {format.format(new Date(time))}
    </time>
  );
}

/** The page's titles, the selected one marked, above the pagination. */
function NoticeListPane(props: {
  items: Announcement[];
  selectedId: number | undefined;
  onSelect: (id: number) => void;
  page: number;
  totalPages: number;
  onPage: (page: number) => void;
  format: Intl.DateTimeFormat;
}) {
  const { t } = useTranslation('lobby');
  return (
    <div className="notice__list-pane">
      <ul className="notice__list">
        {props.items.map((a) => (
          <li key={a.id}>
            <button
              type="button"
              className="notice__item"
              aria-current={a.id === props.selectedId ? 'true' : undefined}
              onClick={() => props.onSelect(a.id)}
              data-testid="notice-item"
            >
              <span className="notice__item-title">{a.title}</span>
              <NoticeTime time={a.time} format={props.format} />
            </button>
          </li>
        ))}
      </ul>
      <Pagination
        page={props.page}
        totalPages={props.totalPages}
        onChange={props.onPage}
        label={t('pagination.label')}
      />
    </div>
  );
}

/**
 * noticeModal (spec §2): the player notices (marquee headlines and notices) in pages of 9, and
 * the announcements (popup and promotion) in chunks of 7, each with a detail pane.
 */
export default function NoticeModal() {
  const { t } = useTranslation('lobby');
  const query = useAnnouncements();
  const [tab, setTab] = useState<Tab>('notices');
  const [page, setPage] = useState(1);
  const [selectedId, setSelectedId] = useState<number | null>(null);

  const all: Announcement[] =
    tab === 'notices' ? (query.data?.player ?? []) : [...(query.data?.popup ?? []), ...(query.data?.promotion ?? [])];
  const pages = chunk(all, PAGE_SIZE[tab]);
  const current = Math.min(page, Math.max(1, pages.length));
  const items = pages[current - 1] ?? [];
  const selected = items.find((a) => a.id === selectedId) ?? items[0];
  const date = new Intl.DateTimeFormat(INTL_LOCALE[currentLanguage()], { dateStyle: 'medium' });
  const showPage = (next: number) => {
    setPage(next);
    setSelectedId(null);
  };

  return (
    <Modal name="noticeModal" title={t('notice.title')} onClose={() => closeModal('noticeModal')} size="lg">
      <Tabs
        items={[
          { key: 'notices', label: t('notice.notices') },
          { key: 'announcements', label: t('notice.announcements') },
        ]}
        value={tab}
        onChange={(next) => {
          setTab(next);
          showPage(1);
        }}
        label={t('notice.title')}
        variant="segment"
        className="notice__tabs"
      />
      {query.isPending ? (
        <div className="notice__loading">
          <Spinner size="lg" />
        </div>
      ) : all.length === 0 ? (
        <EmptyState icon={<BellIcon />} title={t('state.noData')} hint={t('notice.empty')} />
      ) : (
        <div className="notice" data-testid="notice-list">
          <NoticeListPane
            items={items}
            selectedId={selected?.id}
            onSelect={setSelectedId}
            page={current}
            totalPages={pages.length}
            onPage={showPage}
            format={date}
          />
          {selected ? (
            <article className="notice__detail" aria-live="polite" data-testid="notice-detail">
              <h3 className="notice__detail-title">{selected.title}</h3>
              <NoticeTime time={selected.time} format={date} />
              <p className="notice__detail-content">{selected.content}</p>
            </article>
          ) : null}
        </div>
      )}
    </Modal>
  );
}
