import { useTranslation } from 'react-i18next';
import type { SystemStatus } from '@fortuna/contracts';
import './demo-ribbon.css';

/**
 * Shown on every screen while the server runs demo mode's open doors (system status `demo`):
 * the dev inbox, where SMS codes and e-mails can be read, or the sandbox gateway, whose payments
 * move no real money. It never takes a click (pointer-events: none); readers hear what is open.
 */
export function DemoRibbon({ demo }: { demo: SystemStatus['demo'] | undefined }) {
  const { t } = useTranslation();
  if (!demo || (!demo.devInbox && !demo.sandboxGateway)) return null;
  const opened = [
    demo.sandboxGateway ? t('demoRibbon.sandboxGateway') : null,
    demo.devInbox ? t('demoRibbon.devInbox') : null,
  ].filter(Boolean);
  return (
    <div className="demo-ribbon" role="note" data-testid="demo-ribbon">
      <span className="demo-ribbon__label">{t('demoRibbon.label')}</span>
      <span className="demo-ribbon__hint" aria-hidden="true">
        {t(demo.sandboxGateway ? 'demoRibbon.hintSandbox' : 'demoRibbon.hintInbox')}
      </span>
      <span className="visually-hidden">{`${t('demoRibbon.title')} ${opened.join(' ')}`}</span>
    </div>
  );
}
