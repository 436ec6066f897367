import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { GiftIcon } from '@/components/ui/icons';
import { EmptyState } from '@/components/ui/empty-state';
import { Tabs } from '@/components/ui/tabs';

const TABS = ['all', 'joined'] as const;

/** Promotions centre (spec §2): no footer. Activities arrive with the promotions issue. */
export default function PromotionsPage() {
  const { t } = useTranslation();
  const [tab, setTab] = useState<(typeof TABS)[number]>('all');
  return (
    <div className="container page" data-testid="promotions-page">
      <h1 className="page-title">
        <span className="page-title__icon">
          <GiftIcon />
        </span>
        {t('promotions.title')}
      </h1>
      <Tabs
        items={TABS.map((k) => ({ key: k, label: t(`promotions.tab.${k}`) }))}
        value={tab}
        onChange={setTab}
        label={t('promotions.title')}
        className="page-tabs"
      />
      <EmptyState icon={<GiftIcon />} title={t('state.noData')} hint={t('promotions.hint')} />
    </div>
  );
}
