import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { CheckBadgeIcon, ExternalIcon, LinkIcon } from '@/components/ui/icons';
import { Spinner } from '@/components/ui/spinner';
import { EmptyState } from '@/components/ui/empty-state';
import { domainRouteQuery } from '@/lib/queries/system-api';
import './mirror.css';

/** Spec §2 "Mirror list page": official mirrors from domainRoute, verified ones labelled. */
export default function MirrorPage() {
  const { t } = useTranslation();
  const route = useQuery(domainRouteQuery);
  const host = window.location.host;
  return (
    <div className="container page mirror-page" data-testid="mirror-page">
      <h1 className="page-title">
        <span className="page-title__icon">
          <LinkIcon />
        </span>
        {t('mirror.title')}
      </h1>
      <p className="mirror-page__intro">{t('mirror.intro', { host })}</p>
      {route.isPending ? (
        <Spinner />
      ) : (route.data?.mirrors.length ?? 0) === 0 ? (
        <EmptyState title={t('state.noData')} />
      ) : (
        <ul className="mirror-list" data-testid="mirror-list">
          {route.data?.mirrors.map((mirror) => {
            let display = mirror.url;
            try {
              display = new URL(mirror.url).host;
            } catch {
              // Shown as typed when it is not a full URL.
            }
            return (
              <li key={mirror.url} className="mirror-list__item">
                <div className="mirror-list__info">
                  <span className="mirror-list__label">
                    {mirror.label}
                    {mirror.verified ? (
                      <span className="mirror-list__verified">
                        <CheckBadgeIcon /> {t('mirror.verified')}
                      </span>
                    ) : null}
                  </span>
                  <span className="mirror-list__host">{display}</span>
                </div>
                <a
                  className="btn btn--outline btn--sm mirror-list__open"
                  href={mirror.url}
                  target="_blank"
                  rel="noopener noreferrer"
                >
                  {t('mirror.open')} <ExternalIcon />
                </a>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
