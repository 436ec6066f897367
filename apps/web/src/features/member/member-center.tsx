import { Link, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { AVAILABLE_MEMBER_PAGES, memberPageFrom, memberPageHref, type MemberPage } from '@/lib/route-rules';
import { UserIcon } from '@/components/ui/icons';
import { Suspense } from 'react';
import { useQuery } from '@tanstack/react-query';
import { balanceQuery } from '@/features/wallet/wallet-api';
import { Spinner } from '@/components/ui/spinner';
import { MEMBER_PAGE_SCREENS } from './member-pages';
import './member-center.css';

/** Entries that carry an unread-count badge (spec §2); counts arrive with the messages issue. */
const BADGED: ReadonlySet<MemberPage> = new Set(['missionLeaderboard', 'messageV2', 'rewardCenter']);

/**
 * Member centre (spec §2): the navigation lists the pages whose feature exists (later issues
 * add theirs to AVAILABLE_MEMBER_PAGES), never an empty placeholder.
 */
export default function MemberCenter() {
  const { t } = useTranslation();
  const page = memberPageFrom(useLocation().search);
  const Screen = MEMBER_PAGE_SCREENS[page] ?? MEMBER_PAGE_SCREENS.securityCenter;
  // Unread counts of the badged entries; missions and rewards report theirs when they land.
  const unreadMessage = useQuery(balanceQuery).data?.unreadMessage ?? 0;
  const badge = (p: MemberPage) => (p === 'messageV2' ? unreadMessage : 0);
  return (
    <div className="container page member-center" data-testid="member-center">
      <h1 className="page-title">
        <span className="page-title__icon">
          <UserIcon />
        </span>
        {t('member.title')}
      </h1>
      <div className="member-center__body">
        <nav className="member-nav" aria-label={t('member.title')}>
          <ul>
            {AVAILABLE_MEMBER_PAGES.map((p) => (
              <li key={p}>
                <Link
                  to={memberPageHref(p)}
                  className="member-nav__link"
                  aria-current={p === page ? 'page' : undefined}
                  data-page={p}
                  data-badged={BADGED.has(p) || undefined}
                  preventScrollReset
                >
                  {t(`member.page.${p}`)}
                  {BADGED.has(p) && badge(p) > 0 ? (
                    <span className="member-nav__badge" data-testid={`badge-${p}`}>
                      {badge(p) > 99 ? '99+' : badge(p)}
                    </span>
                  ) : null}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <section className="member-center__content panel" aria-labelledby="member-page-title">
          <h2 id="member-page-title" className="member-center__page-title" data-testid="member-page-title">
            {t(`member.page.${page}`)}
          </h2>
          <Suspense
            fallback={
              <div className="member-center__loading">
                <Spinner />
              </div>
            }
          >
            {Screen ? <Screen /> : null}
          </Suspense>
        </section>
      </div>
    </div>
  );
}
