import { useTranslation } from 'react-i18next';
import { SITE_LANG_OPTIONS, type LocaleLang } from '@fortuna/contracts/storage-keys';
import { changeLanguage, currentLanguage } from '@/lib/i18n';
import { HTML_LANG } from '@/lib/locale';
import { useBrand } from '@/lib/queries/system-api';
import { ChevronDownIcon, GlobeIcon } from './ui/icons';
import { useDropdown } from './ui/use-dropdown';

export function useSiteLanguage() {
  const { i18n } = useTranslation();
  // Re-read on every render: react-i18next re-renders subscribers on languageChanged.
  void i18n.language;
  // The brand's site languages; the platform's until the status answer arrives.
  const options: readonly LocaleLang[] = useBrand()?.languages ?? SITE_LANG_OPTIONS;
  return { lang: currentLanguage(), options, change: (lang: LocaleLang) => changeLanguage(lang) };
}

/** Header dropdown offering the brand's site languages (spec §9: EN and TY in the demo). */
export function LanguageMenu() {
  const { t } = useTranslation();
  const { lang, options, change } = useSiteLanguage();
  const { open, setOpen, rootRef, menuId, triggerProps } = useDropdown();

  return (
    <div className="lang-menu" ref={rootRef}>
      <button
        type="button"
        className="lang-menu__trigger"
        {...triggerProps}
        aria-label={t('language.choose', { current: t(`language.name.${lang}`) })}
        data-testid="language-trigger"
      >
        <GlobeIcon />
        <span className="lang-menu__code">{lang}</span>
        <ChevronDownIcon className="lang-menu__chevron" />
      </button>
      {open ? (
        <ul className="lang-menu__list" id={menuId}>
          {options.map((option) => (
            <li key={option}>
              <button
                type="button"
                className="lang-menu__option"
                aria-current={option === lang ? 'true' : undefined}
                lang={HTML_LANG[option]}
                onClick={() => {
                  setOpen(false);
                  void change(option);
                }}
                data-lang={option}
              >
                <span className="lang-menu__badge">{option}</span>
                {t(`language.name.${option}`)}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

/** Segmented language switch for the side menu. */
export function LanguageSwitch() {
  const { t } = useTranslation();
  const { lang, options, change } = useSiteLanguage();
  return (
    <div className="lang-switch" role="group" aria-label={t('language.label')}>
      {options.map((option) => (
        <button
          key={option}
          type="button"
          className="lang-switch__option"
          aria-pressed={option === lang}
          onClick={() => void change(option)}
          data-lang={option}
        >
          {t(`language.name.${option}`)}
        </button>
      ))}
    </div>
  );
}
