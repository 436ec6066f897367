import { Link, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { AVAILABLE_MEMBER_PAGES, memberPageFrom, memberPageHref } from '@/lib/route-rules';
import { useCurrentInSight } from '@/lib/current-in-sight';
import { UserIcon } from '@/components/ui/icons';
import { Suspense, useRef } from 'react';
import { Spinner } from '@/components/ui/spinner';
import { MEMBER_PAGE_SCREENS } from './member-pages';
import { BADGED_PAGES } from './member-nav-fns';
import { UnreadBadge, useUnreadCount } from './member-nav';
import './member-center.css';

/**
 * Member centre (spec §2): the navigation lists the pages whose feature exists (later issues
 * add theirs to AVAILABLE_MEMBER_PAGES), never an empty placeholder.
 */
export default function MemberCenter() {
  const { t } = useTranslation();
  const page = memberPageFrom(useLocation().search);
  const Screen = MEMBER_PAGE_SCREENS[page] ?? MEMBER_PAGE_SCREENS.securityCenter;
  const unread = useUnreadCount();
  const list = useRef<HTMLUListElement>(null);
  useCurrentInSight(list, page);
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
          <ul ref={list}>
            {AVAILABLE_MEMBER_PAGES.map((p) => (
              <li key={p}>
                <Link
                  to={memberPageHref(p)}
                  className="member-nav__link"
                  aria-current={p === page ? 'page' : undefined}
                  data-page={p}
                  data-badged={BADGED_PAGES.has(p) || undefined}
                  preventScrollReset
                >
                  {t(`member.page.${p}`)}
                  <UnreadBadge page={p} count={unread(p)} />
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
