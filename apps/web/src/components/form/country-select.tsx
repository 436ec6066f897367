import { useEffect, useId, useRef, useState, type KeyboardEvent, type RefObject } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Country } from '@fortuna/contracts';
import { ChevronDownIcon } from '@/components/ui/icons';
import { imageUrl, useImageHost } from '@/lib/image-host';
import { countriesQuery } from '@/lib/queries/system-api';
import { activeAfterKey } from './country-select-fns';
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

/** While the list is open: it has the focus, a pointer down outside closes it, the active option stays in view. */
function useOpenList(
  open: boolean,
  active: number,
  refs: { root: RefObject<HTMLElement | null>; list: RefObject<HTMLUListElement | null> },
  setOpen: (open: boolean) => void,
) {
  const { root, list } = refs;
  useEffect(() => {
    if (!open) return;
    list.current?.focus({ preventScroll: true });
    const onDown = (e: PointerEvent) => {
      if (!root.current?.contains(e.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onDown);
    return () => document.removeEventListener('pointerdown', onDown);
  }, [open, root, list, setOpen]);

  useEffect(() => {
    if (open) list.current?.children[active]?.scrollIntoView({ block: 'nearest' });
  }, [open, active, list]);
}

type ListProps = {
  listRef: RefObject<HTMLUListElement | null>;
  listId: string;
  countries: readonly Country[];
  value: string;
  active: number;
  onActive: (index: number) => void;
  onPick: (country: Country) => void;
  onKeyDown: (event: KeyboardEvent<HTMLUListElement>) => void;
};

/** The open list: each country's flag, name and code; the active option follows the pointer. */
function CountryList({ listRef, listId, countries, value, active, onActive, onPick, onKeyDown }: ListProps) {
  const { t } = useTranslation();
  return (
    <ul
      ref={listRef}
      id={listId}
      className="country-select__list"
      role="listbox"
      tabIndex={-1}
      aria-label={t('auth.countryCode')}
      aria-activedescendant={`${listId}-${active}`}
      onKeyDown={onKeyDown}
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
          onClick={() => onPick(c)}
          onPointerMove={() => onActive(i)}
          data-country={c.countryCode}
        >
          <Flag country={c} lazy />
          <span className="country-select__name">{c.name}</span>
          <span className="country-select__code">+{c.countryDialingCode}</span>
        </li>
      ))}
    </ul>
  );
}

/** The closed control: the chosen country's flag and code; a click or the up/down arrow opens the list. */
function CountryButton(props: {
  buttonRef: RefObject<HTMLButtonElement | null>;
  id: string | undefined;
  current: Country | undefined;
  value: string;
  /** The open list's id. */
  listId: string | undefined;
  onToggle: () => void;
  onOpen: () => void;
}) {
  const { t } = useTranslation();
  const { current, value } = props;
  return (
    <button
      ref={props.buttonRef}
      id={props.id}
      type="button"
      className="country-select__button"
      aria-haspopup="listbox"
      aria-expanded={props.listId !== undefined}
      aria-controls={props.listId}
      aria-label={`${t('auth.countryCode')}: ${current ? `${current.name} ` : ''}+${value}`}
      onClick={props.onToggle}
      onKeyDown={(e) => {
        if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
          e.preventDefault();
          props.onOpen();
        }
      }}
      data-testid="country-select"
    >
      <Flag country={current} lazy={false} />
      <span>+{value}</span>
      <ChevronDownIcon />
    </button>
  );
}

/**
 * Country dialing code for phone inputs (spec §3 Country): the closed control shows the chosen
 * country's flag and "+63"; it opens a list of the countries with their flags. A listbox with
 * the keyboard of a native select: arrows, Home/End, a first letter, Enter to pick, Escape.
 */
export function CountrySelect({ value, onChange, id }: Props) {
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
  useOpenList(open, active, { root: rootRef, list: listRef }, setOpen);

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
    if (event.key === 'Tab') {
      setOpen(false);
      return;
    }
    if (event.key === 'Enter' || event.key === ' ') pick(countries[active]);
    else if (event.key === 'Escape') {
      // Inside a popup, Escape closes the list only, never the popup.
      event.stopPropagation();
      close();
    } else {
      const next = activeAfterKey(
        event.key,
        active,
        countries.map((c) => c.name),
      );
      if (next === null) return;
      setActive(next);
    }
    event.preventDefault();
  };

  return (
    <span className="country-select" ref={rootRef}>
      <CountryButton
        buttonRef={buttonRef}
        id={id}
        current={current}
        value={value}
        listId={open ? listId : undefined}
        onToggle={() => (open ? setOpen(false) : show())}
        onOpen={show}
      />
      {open ? (
        <CountryList
          listRef={listRef}
          listId={listId}
          countries={countries}
          value={value}
          active={active}
          onActive={setActive}
          onPick={pick}
          onKeyDown={onListKey}
        />
      ) : null}
    </span>
  );
}
