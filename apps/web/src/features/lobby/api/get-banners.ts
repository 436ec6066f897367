import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Banners } from '@fortuna/contracts/content';
import * as routes from '@fortuna/contracts/endpoints/routes';
import { call } from '@/lib/api-client';
import { takeBoot } from '@/lib/boot-prefetch';
import { currentLanguage } from '@/lib/i18n';

export type BannerGroup = 'w_home' | 'w_reg' | 'w_leftmenu';

/** GET /wps/content/banners by group (spec §2: w_home, w_reg, w_leftmenu). */
export const bannersQuery = (groupName: BannerGroup, language: string) =>
  queryOptions({
    queryKey: ['content', 'banners', groupName, language],
    queryFn: async ({ signal }) =>
      (groupName === 'w_home' ? await takeBoot<Banners>(`banners:${language}`) : undefined) ??
      call(routes.content.banners, { query: { groupName, language } }, { signal }),
    staleTime: 10 * 60_000,
  });

export const useBanners = (groupName: BannerGroup) => useQuery(bannersQuery(groupName, currentLanguage()));
