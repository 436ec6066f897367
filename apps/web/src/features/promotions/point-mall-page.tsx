import { useTranslation } from 'react-i18next';
import { CrownIcon, GiftIcon } from '@/components/ui/icons';
import { EmptyState } from '@/components/ui/empty-state';

/** Points mall (spec §2, §6): members only, no footer. Points never expire (spec §9). */
export default function PointMallPage() {
  const { t } = useTranslation();
  return (
    <div className="container page" data-testid="point-mall-page">
      <h1 className="page-title">
        <span className="page-title__icon">
          <CrownIcon />
        </span>
        {t('pointMall.title')}
      </h1>
      <p className="page-lead">{t('pointMall.lead')}</p>
      <EmptyState icon={<GiftIcon />} title={t('state.noData')} hint={t('pointMall.hint')} />
    </div>
  );
}
