import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ChevronDownIcon } from '@/components/ui/icons';
import { countriesQuery } from './api';

/** Demo brand's market; used until the list arrives (and when it cannot be loaded). */
export const DEFAULT_DIALING_CODE = '63';

type Props = { value: string; onChange: (code: string) => void; id?: string };

/**
 * Country dialing code for phone inputs, with the country's flag mark (spec §3 Country). The
 * closed control shows the mark and "+63"; the native select over it lists the countries.
 */
export function CountrySelect({ value, onChange, id }: Props) {
  const { t } = useTranslation();
  const { data: countries = [] } = useQuery(countriesQuery);
  const current = countries.find((c) => c.countryDialingCode === value);

  useEffect(() => {
    if (countries.length > 0 && !current) onChange(countries[0]?.countryDialingCode ?? DEFAULT_DIALING_CODE);
  }, [countries, current, onChange]);

  return (
    <span className="country-select">
      <span className="country-select__shown" aria-hidden="true">
        <span className="country-flag" data-country={current?.countryCode}>
          {current?.countryCode ?? '··'}
        </span>
        <span>+{value}</span>
        <ChevronDownIcon />
      </span>
      <select
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-label={t('auth.countryCode')}
        data-testid="country-select"
      >
        {countries.length === 0 ? <option value={value}>+{value}</option> : null}
        {countries.map((c) => (
          <option key={c.countryCode} value={c.countryDialingCode}>
            +{c.countryDialingCode} {c.name}
          </option>
        ))}
      </select>
    </span>
  );
}
