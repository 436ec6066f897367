import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { Resources } from '@fortuna/contracts';
import { QrCode } from '@/components/ui/qr-code';
import { AndroidIcon, AppleIcon } from '@/components/ui/icons';

/** Spec §1/§2: app download by QR code for iOS and Android, an installation guide, the iOS 17 note. */
export function AppDownload({ resources, onNavigate }: { resources: Resources | undefined; onNavigate: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  if (!resources) return null;
  const guide = resources.installGuideUrl;
  const openGuide = () => {
    onNavigate();
    if (/^https?:/i.test(guide)) window.open(guide, '_blank', 'noopener');
    else void navigate(guide);
  };
  return (
    <section className="side-menu__section app-download" data-testid="app-download">
      <h3 className="side-menu__heading">{t('app.title')}</h3>
      <div className="app-download__codes">
        <figure className="app-download__code">
          <QrCode value={resources.iosAppUrl} label={t('app.qrIos')} />
          <figcaption>
            <AppleIcon /> {t('app.ios')}
          </figcaption>
        </figure>
        <figure className="app-download__code">
          <QrCode value={resources.androidAppUrl} label={t('app.qrAndroid')} />
          <figcaption>
            <AndroidIcon /> {t('app.android')}
          </figcaption>
        </figure>
      </div>
      <p className="app-download__note">{t('app.ios17Note')}</p>
      <button type="button" className="link-button app-download__guide" onClick={openGuide}>
        {t('app.installGuide')}
      </button>
    </section>
  );
}
