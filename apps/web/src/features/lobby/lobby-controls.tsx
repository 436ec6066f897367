import { useTranslation } from 'react-i18next';
import { Tabs } from '@/components/ui/tabs';

type Chip = { key: string; label: string };

/** Spec §2 provider (vendor) menu with an 'all' entry first. */
export function ProviderMenu({
  providers,
  value,
  onChange,
}: {
  providers: readonly Chip[];
  value: string | null;
  onChange: (vassalage: string | null) => void;
}) {
  const { t } = useTranslation('lobby');
  return (
    <div className="provider-menu" role="group" aria-label={t('providers')} data-testid="provider-menu">
      <button type="button" className="provider-chip" aria-pressed={value === null} onClick={() => onChange(null)}>
        {t('allProviders')}
      </button>
      {providers.map((p) => (
        <button
          key={p.key}
          type="button"
          className="provider-chip"
          aria-pressed={value === p.key}
          onClick={() => onChange(p.key)}
          data-vendor={p.key}
        >
          {p.label}
        </button>
      ))}
    </div>
  );
}

/** Spec §2 slot sub-categories as tabs, 'all' first. */
export function ClassificationTabs({
  codes,
  value,
  onChange,
}: {
  codes: readonly string[];
  value: string | null;
  onChange: (code: string | null) => void;
}) {
  const { t } = useTranslation('lobby');
  return (
    <Tabs
      items={[{ key: 'ALL', label: t('classify.ALL') }, ...codes.map((c) => ({ key: c, label: t(`classify.${c}`) }))]}
      value={value ?? 'ALL'}
      onChange={(key) => onChange(key === 'ALL' ? null : key)}
      label={t('classify.label')}
      variant="segment"
      className="classify-tabs"
    />
  );
}
