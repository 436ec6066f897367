import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Page } from '@/components/page';
import '@/styles/lottery.css';
import { ExposurePanel } from './exposure-panel';
import { LotteryGamesPanel } from './lottery-games-panel';
import { IssuesPanel } from './issues-panel';
import { PnlPanel } from './pnl-panel';
import { ResultsPanel } from './results-panel';

const TABS = ['games', 'issues', 'results', 'exposure', 'pnl'] as const;
type Tab = (typeof TABS)[number];

/** Lottery: games and their limits, issues, results with four eyes, exposure of the open issue, P&L per issue. */
export default function LotteryPage() {
  const { t } = useTranslation('lottery');
  const [params, setParams] = useSearchParams();
  const tab: Tab = (TABS as readonly string[]).includes(params.get('tab') ?? '') ? (params.get('tab') as Tab) : 'games';
  const choose = (next: Tab) => setParams(next === 'games' ? {} : { tab: next });
  const onKey = (e: React.KeyboardEvent) => {
    const i = TABS.indexOf(tab);
    if (e.key === 'ArrowRight') choose(TABS[(i + 1) % TABS.length] as Tab);
    if (e.key === 'ArrowLeft') choose(TABS[(i + TABS.length - 1) % TABS.length] as Tab);
  };
  const panels: Record<Tab, React.ReactNode> = {
    games: <LotteryGamesPanel />,
    issues: <IssuesPanel />,
    results: <ResultsPanel />,
    exposure: <ExposurePanel />,
    pnl: <PnlPanel />,
  };
  return (
    <Page id="lottery" title={t('title')} lead={t('lead')}>
      <div className="records">
        <div className="tabs" role="tablist" aria-label={t('title')} onKeyDown={onKey}>
          {TABS.map((k) => (
            <button
              key={k}
              type="button"
              role="tab"
              id={`lottery-tab-${k}`}
              className="tabs__tab"
              aria-selected={tab === k}
              aria-controls="lottery-panel"
              tabIndex={tab === k ? 0 : -1}
              onClick={() => choose(k)}
            >
              {t(`tab.${k}`)}
            </button>
          ))}
        </div>
        <div id="lottery-panel" role="tabpanel" aria-labelledby={`lottery-tab-${tab}`}>
          {panels[tab]}
        </div>
      </div>
    </Page>
  );
}
