import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LOCALE_LANGS } from '@fortuna/contracts/storage-keys';
import type { BrandLocaleView, PasswordExpiryView } from '@fortuna/contracts/console-brand';
import { Badge } from '@/components/badge';
import { Button } from '@/components/button';
import { Field } from '@/components/field';
import { call } from '@/lib/api';
import { consoleRoutes } from '@/lib/routes';
import { useBrandChange } from './brand-api';
import { ReasonDialog } from './reason-dialog';

type Lang = (typeof LOCALE_LANGS)[number];

/** Languages (offered, default), zone and currency (read-only, with the server's reason), password expiry. */
export function LocaleSection({ locale, expiry }: { locale: BrandLocaleView; expiry: PasswordExpiryView }) {
  const { t } = useTranslation();
  const [editing, setEditing] = useState<'languages' | 'expiry' | null>(null);
  const [langs, setLangs] = useState<{ languages: Lang[]; defaultLanguage: Lang }>(locale.brand);
  const [exp, setExp] = useState({ enabled: expiry.enabled, days: String(expiry.days) });
  const saveLangs = useBrandChange((reason: string) =>
    call(consoleRoutes.setBrandLanguages, { body: { ...langs, reason } }),
  );
  const saveExpiry = useBrandChange((reason: string) =>
    call(consoleRoutes.setPasswordExpiry, { body: { enabled: exp.enabled, days: Number(exp.days), reason } }),
  );
  const close = () => {
    setEditing(null);
    saveLangs.reset();
    saveExpiry.reset();
  };
  const { brand } = locale;

  return (
    <section className="card" aria-labelledby="brand-locale">
      <h2 id="brand-locale">{t('brand.locale')}</h2>
      <dl className="facts">
        <div className="facts__row">
          <dt>{t('brand.languages')}</dt>
          <dd className="title-row">
            {brand.languages.map((lang) => (
              <Badge key={lang} tone={lang === brand.defaultLanguage ? 'info' : 'neutral'}>
                {lang === brand.defaultLanguage ? t('brand.defaultLang', { lang }) : lang}
              </Badge>
            ))}
            <Button
              size="sm"
              onClick={() => {
                setLangs({ languages: brand.languages, defaultLanguage: brand.defaultLanguage });
                setEditing('languages');
              }}
            >
              {t('brand.change')}
            </Button>
          </dd>
        </div>
        <div className="facts__row">
          <dt>{t('brand.timeZone')}</dt>
          <dd className="mono">{brand.timeZone}</dd>
        </div>
        <div className="facts__row">
          <dt>{t('brand.currency')}</dt>
          <dd className="mono">
            {brand.currency.code} ({brand.currency.symbol})
          </dd>
        </div>
        <div className="facts__row">
          <dt>{t('brand.passwordExpiry')}</dt>
          <dd className="title-row">
            <span>{expiry.enabled ? t('brand.expiryOn', { count: expiry.days }) : t('brand.expiryOff')}</span>
            <Button
              size="sm"
              onClick={() => {
                setExp({ enabled: expiry.enabled, days: String(expiry.days) });
                setEditing('expiry');
              }}
            >
              {t('brand.change')}
            </Button>
          </dd>
        </div>
      </dl>
      <p className="muted" data-testid="fixed-reason">
        {t('brand.fixed')} {t('brand.fixedReason', { defaultValue: locale.fixedReason })}
      </p>
      {editing === 'languages' ? (
        <ReasonDialog
          title={t('brand.languagesTitle')}
          confirm={t('brand.save')}
          busy={saveLangs.isPending}
          error={saveLangs.error}
          onConfirm={(reason) => saveLangs.mutate(reason, { onSuccess: close })}
          onClose={close}
        >
          <fieldset className="field">
            <legend className="field__label">{t('brand.offered')}</legend>
            {LOCALE_LANGS.map((lang) => (
              <label key={lang} className="inline-field">
                <input
                  type="checkbox"
                  checked={langs.languages.includes(lang)}
                  onChange={(e) =>
                    setLangs({
                      ...langs,
                      languages: e.target.checked
                        ? [...langs.languages, lang]
                        : langs.languages.filter((l) => l !== lang),
                    })
                  }
                />
                {t(`brand.lang.${lang}`)}
              </label>
            ))}
          </fieldset>
          <Field label={t('brand.defaultLanguage')}>
            {(c) => (
              <select
                {...c}
                value={langs.defaultLanguage}
                onChange={(e) => setLangs({ ...langs, defaultLanguage: e.target.value as Lang })}
              >
                {langs.languages.map((lang) => (
                  <option key={lang} value={lang}>
                    {t(`brand.lang.${lang}`)}
                  </option>
                ))}
              </select>
            )}
          </Field>
        </ReasonDialog>
      ) : null}
      {editing === 'expiry' ? (
        <ReasonDialog
          title={t('brand.expiryTitle')}
          confirm={t('brand.save')}
          busy={saveExpiry.isPending}
          error={saveExpiry.error}
          onConfirm={(reason) => saveExpiry.mutate(reason, { onSuccess: close })}
          onClose={close}
        >
          <label className="inline-field">
            <input
              type="checkbox"
              role="switch"
              checked={exp.enabled}
              onChange={(e) => setExp({ ...exp, enabled: e.target.checked })}
            />
            {t('brand.expiryEnabled')}
          </label>
          <Field label={t('brand.expiryDays')}>
            {(c) => (
              <input
                {...c}
                type="number"
                min={1}
                max={3650}
                value={exp.days}
                onChange={(e) => setExp({ ...exp, days: e.target.value })}
              />
            )}
          </Field>
        </ReasonDialog>
      ) : null}
    </section>
  );
}
