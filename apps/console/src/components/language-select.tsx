import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { changeLanguage, currentLanguage } from '@/lib/i18n';
import { LANGUAGES, LANGUAGE_NAME, LANGUAGE_TAG, parseLanguage } from '@/lib/language';

/**
 * The console's language: EN, TY (Filipino) or TH, each named in itself. The choice is kept in
 * this browser (localStorage) and sets <html lang>; texts switch once the language's files load.
 */
export function LanguageSelect({ className }: { className?: string }) {
  const { t, i18n } = useTranslation();
  const id = useId();
  // Read after every render of the i18next language (useTranslation re-renders on a change).
  const current = parseLanguage(i18n.resolvedLanguage) ?? currentLanguage();
  return (
    <span className={`language-select${className ? ` ${className}` : ''}`}>
      <label htmlFor={id} className="visually-hidden">
        {t('shell.language')}
      </label>
      <select
        id={id}
        value={current}
        data-testid="language-select"
        onChange={(event) => {
          const next = parseLanguage(event.target.value);
          if (next) void changeLanguage(next);
        }}
      >
        {LANGUAGES.map((lang) => (
          <option key={lang} value={lang} lang={LANGUAGE_TAG[lang]}>
            {LANGUAGE_NAME[lang]}
          </option>
        ))}
      </select>
    </span>
  );
}
