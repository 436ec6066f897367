import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CloseIcon, SearchIcon } from '@/components/ui/icons';

/** Spec §2 search by game name: sent after typing pauses (the server folds case and accents). */
export function SearchBox({
  value,
  onSearch,
  id,
  delayMs = 350,
}: {
  value: string;
  onSearch: (text: string) => void;
  id: string;
  delayMs?: number;
}) {
  const { t } = useTranslation('lobby');
  const [text, setText] = useState(value);
  const onSearchRef = useRef(onSearch);
  useEffect(() => {
    onSearchRef.current = onSearch;
  });
  // The URL changed from outside (back button, a link): show what it says.
  const [shown, setShown] = useState(value);
  if (shown !== value) {
    setShown(value);
    setText(value);
  }
  useEffect(() => {
    if (text.trim() === value.trim()) return;
    const timer = setTimeout(() => onSearchRef.current(text.trim()), delayMs);
    return () => clearTimeout(timer);
  }, [text, value, delayMs]);
  return (
    <form
      className="search-box"
      role="search"
      onSubmit={(e) => {
        e.preventDefault();
        onSearchRef.current(text.trim());
      }}
    >
      <SearchIcon className="search-box__icon" />
      <label className="visually-hidden" htmlFor={id}>
        {t('search.label')}
      </label>
      <input
        id={id}
        type="search"
        value={text}
        maxLength={50}
        onChange={(e) => setText(e.target.value)}
        placeholder={t('search.placeholder')}
        enterKeyHint="search"
        autoComplete="off"
        data-testid="game-search"
      />
      {text ? (
        <button
          type="button"
          className="search-box__clear"
          aria-label={t('search.clear')}
          onClick={() => {
            setText('');
            onSearchRef.current('');
          }}
        >
          <CloseIcon />
        </button>
      ) : null}
    </form>
  );
}
