import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { AppLinksPanel } from './app-links-panel';
import { BannersPanel } from './banners-panel';
import { ChannelsPanel } from './channels-panel';
import { HelpPanel } from './help-panel';
import { MirrorsPanel } from './mirrors-panel';
import { NoticesPanel } from './notices-panel';

const TABS = ['banners', 'announcements', 'marquee', 'help', 'mirrors', 'channels', 'apps'] as const;
type Tab = (typeof TABS)[number];

function Panel({ tab }: { tab: Tab }) {
  switch (tab) {
    case 'banners':
      return <BannersPanel />;
    case 'announcements':
      return <NoticesPanel key="notices" marquee={false} />;
    case 'marquee':
      return <NoticesPanel key="marquee" marquee />;
    case 'help':
      return <HelpPanel />;
    case 'mirrors':
      return <MirrorsPanel />;
    case 'channels':
      return <ChannelsPanel />;
    case 'apps':
      return <AppLinksPanel />;
  }
}

/** Content: what the player site shows, one tab each (the tab in the address); every change is audited. */
export default function ContentPage() {
  const { t } = useTranslation('content');
  const [params, setParams] = useSearchParams();
  const tab: Tab = (TABS as readonly string[]).includes(params.get('tab') ?? '')
    ? (params.get('tab') as Tab)
    : 'banners';
  const choose = (next: Tab) => setParams(next === 'banners' ? {} : { tab: next });
  const onKey = (e: React.KeyboardEvent) => {
    const i = TABS.indexOf(tab);
    if (e.key === 'ArrowRight') choose(TABS[(i + 1) % TABS.length] as Tab);
    if (e.key === 'ArrowLeft') choose(TABS[(i + TABS.length - 1) % TABS.length] as Tab);
  };
  return (
    <section className="page" aria-labelledby="content-title">
      <header className="page__head">
        <div>
          <h1 id="content-title">{t('title')}</h1>
          <p className="muted">{t('lead')}</p>
        </div>
      </header>
      <div className="records">
        <div className="tabs" role="tablist" aria-label={t('title')} onKeyDown={onKey}>
          {TABS.map((k) => (
            <button
              key={k}
              type="button"
              role="tab"
              id={`content-tab-${k}`}
              className="tabs__tab"
              aria-selected={tab === k}
              aria-controls="content-panel"
              tabIndex={tab === k ? 0 : -1}
              onClick={() => choose(k)}
            >
              {t(`tab.${k}`)}
            </button>
          ))}
        </div>
        <div id="content-panel" role="tabpanel" aria-labelledby={`content-tab-${tab}`}>
          <Panel tab={tab} />
        </div>
      </div>
    </section>
  );
}
