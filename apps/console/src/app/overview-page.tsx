import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Badge } from '@/components/badge';
import { formatDateTime } from '@/lib/format';
import { can, useMe } from '@/lib/me';
import { NAV_ITEMS } from './nav';

/** The landing page: who is signed in, what the role may do, and the pages it may open. */
export function OverviewPage() {
  const { t } = useTranslation();
  const { data: me } = useMe();
  if (!me) return null;
  const pages = NAV_ITEMS.filter((item) => item.to !== '/' && can(me, item.permission));
  return (
    <section className="page" aria-labelledby="overview-title">
      <header className="page__head">
        <h1 id="overview-title">{t('overview.title', { name: me.displayName })}</h1>
      </header>
      <div className="cards">
        <article className="card">
          <h2>{t('overview.session')}</h2>
          <dl className="facts">
            <dt>{t('overview.username')}</dt>
            <dd>{me.username}</dd>
            <dt>{t('overview.role')}</dt>
            <dd>
              <Badge tone="info">{t(`roles.${me.role}`)}</Badge>
            </dd>
            <dt>{t('overview.sessionEnds')}</dt>
            <dd>{formatDateTime(me.sessionExpiresAt)}</dd>
          </dl>
          <p className="muted">{t('overview.idleNote')}</p>
        </article>
        <article className="card">
          <h2>{t('overview.permissions')}</h2>
          <ul className="chips">
            {me.permissions.map((permission) => (
              <li key={permission}>
                <Badge>{t(`permissions.${permission}`, { defaultValue: permission })}</Badge>
              </li>
            ))}
          </ul>
        </article>
        {pages.length > 0 ? (
          <article className="card">
            <h2>{t('overview.pages')}</h2>
            <ul className="links">
              {pages.map((item) => (
                <li key={item.to}>
                  <Link to={item.to}>{t(item.labelKey)}</Link>
                </li>
              ))}
            </ul>
          </article>
        ) : null}
      </div>
    </section>
  );
}
