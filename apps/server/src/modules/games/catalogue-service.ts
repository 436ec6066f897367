import {
  prizeModeOf,
  SECOND_LANGUAGE_CLASSIFICATION,
  type GameMenus,
  type GameVendorData,
  type PrizeMode,
  type VassGameType,
  type VnGameMenu,
  type Whitelabel,
} from '@fortuna/contracts';
import type { Db } from '../../platform/db.js';
import { createRefreshingValue } from '../../platform/refreshing-value.js';
import { createCatalogueCache } from './catalogue-cache.js';
import { createCatalogueLists } from './catalogue-lists.js';
import { buildSearchIndex } from './catalogue-search.js';
import { buildCategories, loadSnapshot, lotteryGroups, type Snapshot } from './catalogue-snapshot.js';
import { lobbyCategoryOf, toGame } from './games-fns.js';
import { createGamesRepository } from './games-repository.js';

/** How long the vendor data is reused before the DB is read again. */
const SNAPSHOT_TTL_MS = 5_000;

/** The lottery vendors whose games each prize mode's menu lists (ZY, self-run, is our own lottery). */
export const PRIZE_MODE_VENDORS: Record<PrizeMode, string[]> = {
  LOTT: ['LOTT'],
  ZY: ['LOTT'],
  ELOTT: ['ELOTT'],
  SEA: ['TCG_SEA'],
};

export type CatalogueDeps = { db: Db; merchantCode: string; clock: () => Date; whitelabel: () => Promise<Whitelabel> };

export function createCatalogueService({ db, merchantCode, clock, whitelabel }: CatalogueDeps) {
  const repo = createGamesRepository(db);
  const answers = createCatalogueCache({ clock, loadSearchIndex: () => repo.searchable().then(buildSearchIndex) });
  const cached = createRefreshingValue(
    () => loadSnapshot(repo),
    SNAPSHOT_TTL_MS,
    () => clock().getTime(),
  );
  const snapshot = (): Promise<Snapshot> => cached.get();

  /** Bingo (BG) is offered only with the brand's second language (spec §2 "Slot sub-categories"). */
  const hiddenClassifications = async (): Promise<string[]> =>
    (await whitelabel()).SECONDLANG ? [] : [SECOND_LANGUAGE_CLASSIFICATION];

  /** Cached by the query and the brand flags (catalogue-cache.ts). */
  async function cachedAnswer<T>(kind: string, query: object, compute: (hidden: string[]) => Promise<T>): Promise<T> {
    const hidden = await hiddenClassifications();
    return answers.answer(JSON.stringify([kind, query, hidden]), () => compute(hidden));
  }

  async function vendorData(): Promise<GameVendorData> {
    const categories = buildCategories(await snapshot(), await hiddenClassifications());
    return { prizeMode: prizeModeOf(categories), categories };
  }

  const lists = createCatalogueLists({
    repo,
    answers,
    snapshot,
    cachedAnswer,
    hiddenClassifications,
    merchantCode,
    clock,
  });

  return {
    /** Forget cached vendor data and list answers (after an import or an operator change). */
    invalidate() {
      cached.invalidate();
      answers.invalidate();
    },
    vendorData,

    ...lists,

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
    async gameMenus(query: { prizeMode?: PrizeMode | undefined; language?: string | undefined }): Promise<GameMenus> {
      const prizeMode = query.prizeMode ?? (await vendorData()).prizeMode;
      return { prizeMode, menus: await lotteryGroups(repo, PRIZE_MODE_VENDORS[prizeMode], query.language) };
    },

    /** /lgw/vn/games/game_menu: the Vietnamese lottery by region. */
    async vnGameMenu(query: { prizeMode?: PrizeMode | undefined; language?: string | undefined }): Promise<VnGameMenu> {
      const prizeMode = query.prizeMode ?? (await vendorData()).prizeMode;
      return { prizeMode, regions: await lotteryGroups(repo, ['TCG_LOTTO_VN'], query.language) };
    },

    /** /lgw/vn/games/game_menu/recent: the member's recently played Vietnamese lottery games. */
    async vnRecent(memberId: number | null, language: string | undefined) {
      if (memberId === null) return [];
      const rows = await repo.rows({ vendors: ['TCG_LOTTO_VN'], recentOf: memberId }, 12);
      return rows.map((r) => toGame(r, language));
    },

    /** The game a launch opens (play), with its vendor's status. */
    launchable: (nodeId: number) => repo.launchable(nodeId),

    /** For the artwork routes. */
    gameForArt: (nodeId: number) => repo.byNodeId(nodeId),
    vendorForArt: (vassalage: string) => repo.vendor(vassalage),
    repo,
  };
}
export type CatalogueService = ReturnType<typeof createCatalogueService>;
