import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Country } from '@fortuna/contracts';
import { ChevronDownIcon } from '@/components/ui/icons';
import { imageUrl, useImageHost } from '@/lib/image-host';
import { countriesQuery } from '@/lib/queries/system-api';
import './form-pieces.css';

/** Demo brand's market; used until the list arrives (and when it cannot be loaded). */
export const DEFAULT_DIALING_CODE = '63';

/** The country of a dialing code, once the list is there (its local number lengths judge the number). */
export function useCountryLookup(): (dialingCode: string) => Country | undefined {
  const { data: countries = [] } = useQuery(countriesQuery);
  return (dialingCode) => countries.find((c) => c.countryDialingCode === dialingCode);
}

/** The country's flag from the image host's COUNTRY_FLAG folder (spec §3); a fixed 3:2 box, so nothing shifts. */
function Flag({ country, lazy }: { country: Country | undefined; lazy: boolean }) {
  const host = useImageHost();
  if (!country) return <span className="country-flag" aria-hidden="true" />;
  return (
    <img
      className="country-flag"
      src={imageUrl(host, country.flagUrl)}
      alt={country.name}
      width={24}
      height={16}
      loading={lazy ? 'lazy' : 'eager'}
      decoding="async"
      draggable={false}
    />
  );
}

type Props = { value: string; onChange: (code: string) => void; id?: string };

/**
 * Country dialing code for phone inputs (spec §3 Country): the closed control shows the chosen
 * country's flag and "+63"; it opens a list of the countries with their flags. A listbox with
 * the keyboard of a native select: arrows, Home/End, a first letter, Enter to pick, Escape.
 */
export function CountrySelect({ value, onChange, id }: Props) {
  const { t } = useTranslation();
  const { data: countries = [] } = useQuery(countriesQuery);
  const current = countries.find((c) => c.countryDialingCode === value);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const rootRef = useRef<HTMLSpanElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const listId = useId();

  useEffect(() => {
    if (countries.length > 0 && !current) onChange(countries[0]?.countryDialingCode ?? DEFAULT_DIALING_CODE);
  }, [countries, current, onChange]);

  useEffect(() => {
    if (!open) return;
    listRef.current?.focus({ preventScroll: true });
    const onDown = (e: PointerEvent) => {
      if (!rootRef.current?.contains(e.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onDown);
    return () => document.removeEventListener('pointerdown', onDown);
  }, [open]);

  useEffect(() => {
    if (open) listRef.current?.children[active]?.scrollIntoView({ block: 'nearest' });
  }, [open, active]);

  const show = () => {
    if (countries.length === 0) return;
    setActive(Math.max(0, countries.indexOf(current as Country)));
    setOpen(true);
  };
  const close = () => {
    setOpen(false);
    buttonRef.current?.focus({ preventScroll: true });
  };
  const pick = (country: Country | undefined) => {
    if (country) onChange(country.countryDialingCode);
    close();
  };

  const onListKey = (event: KeyboardEvent<HTMLUListElement>) => {
    const last = countries.length - 1;
    const letter = /^\p{L}$/u.test(event.key) ? event.key.toLowerCase() : null;
    if (event.key === 'Tab') {
      setOpen(false);
      return;
    }
    if (event.key === 'ArrowDown') setActive(Math.min(last, active + 1));
    else if (event.key === 'ArrowUp') setActive(Math.max(0, active - 1));
    else if (event.key === 'Home') setActive(0);
    else if (event.key === 'End') setActive(last);
    else if (event.key === 'Enter' || event.key === ' ') pick(countries[active]);
    else if (event.key === 'Escape') {
      // Inside a popup, Escape closes the list only, never the popup.
      event.stopPropagation();
      close();
    } else if (letter) {
      const starts = (c: Country) => c.name.toLowerCase().startsWith(letter);
      const next = countries.findIndex((c, i) => i > active && starts(c));
      const found = next >= 0 ? next : countries.findIndex(starts);
      if (found >= 0) setActive(found);
    } else return;
    event.preventDefault();
  };

  return (
    <span className="country-select" ref={rootRef}>
      <button
        ref={buttonRef}
        id={id}
        type="button"
        className="country-select__button"
        aria-haspopup="listbox"
        aria-expanded={open}
        aria-controls={open ? listId : undefined}
        aria-label={`${t('auth.countryCode')}: ${current ? `${current.name} ` : ''}+${value}`}
        onClick={() => (open ? setOpen(false) : show())}
        onKeyDown={(e) => {
          if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
            e.preventDefault();
            show();
          }
        }}
        data-testid="country-select"
      >
        <Flag country={current} lazy={false} />
        <span>+{value}</span>
        <ChevronDownIcon />
      </button>
      {open ? (
        <ul
          ref={listRef}
          id={listId}
          className="country-select__list"
          role="listbox"
          tabIndex={-1}
          aria-label={t('auth.countryCode')}
          aria-activedescendant={`${listId}-${active}`}
          onKeyDown={onListKey}
          data-testid="country-list"
        >
          {countries.map((c, i) => (
            <li
              key={c.countryCode}
              id={`${listId}-${i}`}
              role="option"
              aria-selected={c.countryDialingCode === value}
              aria-label={`${c.name} +${c.countryDialingCode}`}
              className={`country-select__option${i === active ? ' is-active' : ''}`}
              onClick={() => pick(c)}
              onPointerMove={() => setActive(i)}
              data-country={c.countryCode}
            >
              <Flag country={c} lazy />
              <span className="country-select__name">{c.name}</span>
              <span className="country-select__code">+{c.countryDialingCode}</span>
            </li>
          ))}
        </ul>
      ) : null}
    </span>
  );
}
