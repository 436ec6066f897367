import type { QueryClient } from '@tanstack/react-query';
import { systemStatusQuery } from '@/lib/queries/system-api';

/**
 * The brand's merchant code (spec §3 brand config), sent as GCSGAME_gameList `merchant` and
 * hotGamesV2 `merchantCode` (spec §7). It comes from the system status the root view loads
 * before any screen; if that call failed the lists go without it, which the server allows.
 */
export const merchantCodeOf = (client: QueryClient): string | undefined =>
  client.getQueryData(systemStatusQuery.queryKey)?.info.merchantCode;
