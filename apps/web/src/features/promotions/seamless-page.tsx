import { useTranslation } from 'react-i18next';
import { WalletIcon } from '@/components/ui/icons';
import { EmptyState } from '@/components/ui/empty-state';

/** Seamless (spec §2): no footer. */
export default function SeamlessPage() {
  const { t } = useTranslation();
  return (
    <div className="container page" data-testid="seamless-page">
      <h1 className="page-title">
        <span className="page-title__icon">
          <WalletIcon />
        </span>
        {t('seamless.title')}
      </h1>
      <EmptyState icon={<WalletIcon />} title={t('state.noData')} hint={t('seamless.hint')} />
    </div>
  );
}
