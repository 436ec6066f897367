import { useTranslation } from 'react-i18next';
import { Emblem } from '@/components/brand/logo';

/** Shown while the site status loads: same look as the static splash in index.html. */
export function Splash() {
  const { t } = useTranslation();
  return (
    <div className="splash" role="status" aria-live="polite" data-testid="splash">
      <Emblem className="splash__logo" />
      <span className="spinner spinner--md" aria-hidden="true" />
      <span className="visually-hidden">{t('state.loading')}</span>
    </div>
  );
}
