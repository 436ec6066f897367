import { queryOptions, useQuery } from '@tanstack/react-query';
import type { BrandConfig, SystemStatus, Whitelabel } from '@fortuna/contracts';
import * as routes from '@fortuna/contracts/endpoints/routes';
import { call } from '@/lib/api-client';
import { takeBoot } from '@/lib/boot-prefetch';
import { storeMerchantCode } from '@/lib/storage';

/** Spec §7 system calls. Site settings change rarely: cached for the visit, refetched on reload. */
export const systemStatusQuery = queryOptions({
  queryKey: ['system', 'status'],
  queryFn: async ({ signal }) => {
    const status = (await takeBoot<SystemStatus>('status')) ?? (await call(routes.system.status, {}, { signal }));
    storeMerchantCode(status.info.merchantCode);
    return status;
  },
  staleTime: Infinity,
  retry: 1,
  // After a failure the app runs without status (root view); screens mounting later must not
  // each fire the call again. The retry toast refetches on demand.
  retryOnMount: false,
});

export const whitelabelQuery = queryOptions({
  queryKey: ['system', 'whitelabel'],
  queryFn: ({ signal }) => call(routes.system.whitelabel, {}, { signal }),
  staleTime: Infinity,
});

export const registerSettingsQuery = queryOptions({
  queryKey: ['system', 'setting', 'register'],
  queryFn: ({ signal }) => call(routes.system.registerSettings, {}, { signal }),
  staleTime: Infinity,
});

export const domainRouteQuery = queryOptions({
  queryKey: ['system', 'domainRoute'],
  queryFn: ({ signal }) => call(routes.system.domainRoute, {}, { signal }),
  staleTime: Infinity,
});

export const helpCenterQuery = (lang: 'EN' | 'TY' | 'TH') =>
  queryOptions({
    queryKey: ['system', 'helpCenter', lang],
    queryFn: ({ signal }) => call(routes.system.helpCenter, { query: { lang, device: 'WEB' } }, { signal }),
    staleTime: 10 * 60_000,
  });

/** Dialing codes for phone inputs (spec §7 "The country code list is fetched for phone inputs"). */
export const countriesQuery = queryOptions({
  queryKey: ['system', 'countries'],
  queryFn: ({ signal }) => call(routes.identity.countries, {}, { signal }),
  staleTime: Infinity,
});

export const useSystemStatus = () => useQuery(systemStatusQuery);

/**
 * Whitelabel flags: the dedicated call, with the copy carried by the status answer until it
 * arrives, so menus do not flicker. Unknown while both are missing: every flag reads false.
 */
export function useWhitelabel(): Partial<Whitelabel> {
  const status = useQuery(systemStatusQuery);
  const flags = useQuery(whitelabelQuery);
  return flags.data ?? status.data?.info.whitelabel ?? {};
}

/** The brand's zone, currency and languages (from the status answer); undefined until it arrives. */
export const useBrand = (): BrandConfig | undefined => useQuery(systemStatusQuery).data?.info.brand;

/** The brand's currency symbol shown before amounts (none while the status is unknown). */
export const useCurrencySymbol = (): string => useBrand()?.currency.symbol ?? '';

/** The market's time zone: dates of records are its calendar days (the reader's zone without a status). */
export const useMarketZone = (): string => useBrand()?.timeZone ?? Intl.DateTimeFormat().resolvedOptions().timeZone;
