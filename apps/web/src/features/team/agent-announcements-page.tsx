import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '@/lib/i18n';
import { useMarketZone } from '@/lib/queries/system-api';
import { agentAnnouncementsQuery } from './team-links-api';
import { ReportState, ReportTime } from './team-report-parts';
import './team.css';
import './team-register.css';

/** Spec §2 agentAnnouncement: what the operators wrote for agents in the console (audience "agents"). */
export function AgentAnnouncementsPage() {
  const { t } = useTranslation('team');
  const zone = useMarketZone();
  const announcements = useQuery(agentAnnouncementsQuery(currentLanguage()));
  return (
    <section className="team-page" data-testid="agent-announcements">
      <ReportState query={announcements} isEmpty={(d) => d.list.length === 0} empty={t('news.none')}>
        {(data) => (
          <ul className="team-news">
            {data.list.map((a) => (
              <li key={a.id} className="team-panel team-news__item">
                <article aria-labelledby={`news-${a.id}`}>
                  <header className="team-news__head">
                    <h3 id={`news-${a.id}`} className="team-panel__title">
                      {a.title}
                    </h3>
                    <span className="team-panel__hint">
                      <ReportTime iso={a.time} timeZone={zone} />
                    </span>
                  </header>
                  <p className="team-news__body">{a.content}</p>
                </article>
              </li>
            ))}
          </ul>
        )}
      </ReportState>
    </section>
  );
}
