import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CONTENT_LANGUAGES } from '@fortuna/contracts';

export type LanguageChoice = '' | (typeof CONTENT_LANGUAGES)[number];

export const useLanguageFilter = () => useState<LanguageChoice>('');

/** Narrows a Content list to one language (EN, TY, TH) or shows them all. */
export function LanguageFilter({ value, onChange }: { value: LanguageChoice; onChange: (v: LanguageChoice) => void }) {
  const { t } = useTranslation('content');
  return (
    <label className="inline-field">
      {t('field.lang')}
      <select value={value} onChange={(e) => onChange(e.target.value as LanguageChoice)}>
        <option value="">{t('lang.all')}</option>
        {CONTENT_LANGUAGES.map((l) => (
          <option key={l} value={l}>
            {t(`lang.${l}`)}
          </option>
        ))}
      </select>
    </label>
  );
}
