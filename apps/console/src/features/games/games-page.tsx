import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Page } from '@/components/page';
import { GamesPanel } from './games-panel';
import { ImportPanel } from './import-panel';
import { VendorsPanel } from './vendors-panel';

const TABS = ['games', 'vendors', 'import'] as const;
type Tab = (typeof TABS)[number];

/** Games: the games grid, the vendor cards and the catalogue import, as tabs (the tab in the address). */
export default function GamesPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const tab: Tab = (TABS as readonly string[]).includes(params.get('tab') ?? '') ? (params.get('tab') as Tab) : 'games';
  const choose = (next: Tab) => setParams(next === 'games' ? {} : { tab: next });
  const onKey = (e: React.KeyboardEvent) => {
    const i = TABS.indexOf(tab);
    if (e.key === 'ArrowRight') choose(TABS[(i + 1) % TABS.length] as Tab);
    if (e.key === 'ArrowLeft') choose(TABS[(i + TABS.length - 1) % TABS.length] as Tab);
  };
  return (
    <Page id="games" title={t('games.title')} lead={t('games.lead')}>
      <div className="records">
        <div className="tabs" role="tablist" aria-label={t('games.title')} onKeyDown={onKey}>
          {TABS.map((k) => (
            <button
              key={k}
              type="button"
              role="tab"
              id={`games-tab-${k}`}
              className="tabs__tab"
              aria-selected={tab === k}
              aria-controls="games-panel"
              tabIndex={tab === k ? 0 : -1}
              onClick={() => choose(k)}
            >
              {t(`games.tab.${k}`)}
            </button>
          ))}
        </div>
        <div id="games-panel" role="tabpanel" aria-labelledby={`games-tab-${tab}`}>
          {tab === 'games' ? <GamesPanel /> : tab === 'vendors' ? <VendorsPanel /> : <ImportPanel />}
        </div>
      </div>
    </Page>
  );
}
