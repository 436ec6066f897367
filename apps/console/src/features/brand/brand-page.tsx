import { useTranslation } from 'react-i18next';
import { Page } from '@/components/page';
import { ErrorState, Loading } from '@/components/states';
import { errorText } from '@/lib/errors';
import { useBrand } from './brand-api';
import { FlagsSection } from './flags-section';
import { LocaleSection } from './locale-section';
import { MaintenanceSection } from './maintenance-section';
import { RegionSection } from './region-section';
import { RegisterFieldsSection } from './register-fields-section';

/** Brand settings (brand.manage, owners): every change asks for the reason the audit chain keeps. */
export default function BrandPage() {
  const { t } = useTranslation();
  const brand = useBrand();
  if (brand.isPending) return <Loading />;
  if (brand.isError) return <ErrorState message={errorText(t, brand.error)} onRetry={() => void brand.refetch()} />;
  const b = brand.data;
  return (
    <Page id="brand" title={t('brand.title')} lead={t('brand.lead')}>
      <MaintenanceSection windows={b.maintenance} />
      <FlagsSection flags={b.flags} />
      <RegisterFieldsSection fields={b.registerFields} />
      <LocaleSection key={JSON.stringify([b.locale, b.passwordExpiry])} locale={b.locale} expiry={b.passwordExpiry} />
      <RegionSection rules={b.regionRules} />
    </Page>
  );
}
