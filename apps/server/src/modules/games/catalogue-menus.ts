import type { GameMenus, GameVendorData, PrizeMode, VassGameType, VnGameMenu } from '@fortuna/contracts';
import { lotteryGroups, type Snapshot } from './catalogue-snapshot.js';
import { lobbyCategoryOf, toGame } from './games-fns.js';
import type { GamesRepository } from './games-repository.js';

/** The lottery vendors whose games each prize mode's menu lists (ZY, self-run, is our own lottery). */
export const PRIZE_MODE_VENDORS: Record<PrizeMode, string[]> = {
  LOTT: ['LOTT'],
  ZY: ['LOTT'],
  ELOTT: ['ELOTT'],
  SEA: ['TCG_SEA'],
};

export type CatalogueMenusDeps = {
  repo: GamesRepository;
  snapshot: () => Promise<Snapshot>;
  hiddenClassifications: () => Promise<string[]>;
  vendorData: () => Promise<GameVendorData>;
};

type MenuQuery = { prizeMode?: PrizeMode | undefined; language?: string | undefined };

/** The vendor cards' classifications and the lottery menus (by prize mode, and the Vietnamese lottery). */
export function createCatalogueMenus({ repo, snapshot, hiddenClassifications, vendorData }: CatalogueMenusDeps) {
  return {
    /** vassGameType: each vendor card with its lobby category and classifications. */
    async vassGameType(query: {
      vassalage?: string | undefined;
      gameType?: string | undefined;
    }): Promise<VassGameType> {
      const [snap, hidden] = await Promise.all([snapshot(), hiddenClassifications()]);
      return snap.cards
        .map((card) => ({
          vassalage: card.vassalage,
          displayName: card.displayName,
          gameType: card.gameType,
          gameCategory: lobbyCategoryOf(card.vassalage, card.gameType),
          gameClassify: [...snap.classesOf(card)].filter((c) => !hidden.includes(c)).sort(),
        }))
        .filter(
          (e) =>
            (!query.vassalage || e.vassalage === query.vassalage) &&
            (!query.gameType || e.gameCategory === query.gameType),
        );
    },

    /** /lgw/games/game_menus: the lottery games of a prize mode (default: the brand's prize mode). */
    async gameMenus(query: MenuQuery): Promise<GameMenus> {
      const prizeMode = query.prizeMode ?? (await vendorData()).prizeMode;
      return { prizeMode, menus: await lotteryGroups(repo, PRIZE_MODE_VENDORS[prizeMode], query.language) };
    },

    /** /lgw/vn/games/game_menu: the Vietnamese lottery by region. */
    async vnGameMenu(query: MenuQuery): Promise<VnGameMenu> {
      const prizeMode = query.prizeMode ?? (await vendorData()).prizeMode;
      return { prizeMode, regions: await lotteryGroups(repo, ['TCG_LOTTO_VN'], query.language) };
    },

    /** /lgw/vn/games/game_menu/recent: the member's recently played Vietnamese lottery games. */
    async vnRecent(memberId: number | null, language: string | undefined) {
      if (memberId === null) return [];
      const rows = await repo.rows({ vendors: ['TCG_LOTTO_VN'], recentOf: memberId }, 12);
      return rows.map((r) => toGame(r, language));
    },
  };
}
