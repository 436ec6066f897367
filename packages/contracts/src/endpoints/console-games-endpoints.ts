import {
  ApplyCatalogueImport,
  BulkGameStatus,
  BulkGameStatusResult,
  CatalogueImportJob,
  CatalogueImportParams,
  CatalogueImportPreview,
  CatalogueImportUpload,
  ConsoleGame,
  ConsoleGamePage,
  ConsoleGameParams,
  ConsoleGameQuery,
  ConsoleVendor,
  ConsoleVendorParams,
  UpdateConsoleGame,
  UpdateConsoleVendor,
} from '../console-games.js';
import { NoQuery } from '../envelope.js';
import { endpointsOf } from './endpoint.js';

const console_ = endpointsOf(['console']);

/** The console's Games pages: vendors, games and the catalogue import (games.manage). */
export const consoleGameEndpoints = {
  gameVendors: console_({
    method: 'GET',
    path: '/console/api/games/vendors',
    auth: 'staff',
    permission: 'games.manage',
    summary: 'Every vendor card with its game counts, status, order and maintenance window',
    query: NoQuery,
    response: ConsoleVendor.array(),
  }),
  updateGameVendor: console_({
    method: 'PUT',
    path: '/console/api/games/vendors/:vassalage/:gameType',
    auth: 'staff',
    permission: 'games.manage',
    summary: 'Enable or disable a vendor card, set its order or its maintenance window (audited)',
    description:
      'Inside the window players see the vendor and its games under maintenance and launches answer GAME_MAINTENANCE; a disabled vendor is hidden and its games refuse to launch. Effective on every instance within seconds.',
    params: ConsoleVendorParams,
    body: UpdateConsoleVendor,
    response: ConsoleVendor,
  }),
  consoleGames: console_({
    method: 'GET',
    path: '/console/api/games',
    auth: 'staff',
    permission: 'games.manage',
    summary: 'Games of the catalogue, disabled ones included, by vendor, type, classification, status, hot or text',
    description: 'q matches part of the name (any language, accents ignored) or of the game code. Lobby order.',
    query: ConsoleGameQuery,
    response: ConsoleGamePage,
  }),
  updateConsoleGame: console_({
    method: 'PUT',
    path: '/console/api/games/:nodeId',
    auth: 'staff',
    permission: 'games.manage',
    summary: 'Enable or disable a game, mark it hot, set its order or classification (audited)',
    params: ConsoleGameParams,
    body: UpdateConsoleGame,
    response: ConsoleGame,
  }),
  bulkGameStatus: console_({
    method: 'POST',
    path: '/console/api/games/bulk-status',
    auth: 'staff',
    permission: 'games.manage',
    summary: 'Enable or disable up to 500 games at once (one transaction, one audit entry per game changed)',
    body: BulkGameStatus,
    response: BulkGameStatusResult,
  }),
  previewCatalogueImport: console_({
    method: 'POST',
    path: '/console/api/games/imports',
    auth: 'staff',
    permission: 'games.manage',
    summary: 'Preview a catalogue file (the CLI import’s CSV or JSON): what it would add and change, rows refused',
    description:
      'Writes nothing to the catalogue; the preview is kept 30 minutes for applying. A file that cannot be read answers VALIDATION_FAILED with the reason.',
    body: CatalogueImportUpload,
    response: CatalogueImportPreview,
  }),
  applyCatalogueImport: console_({
    method: 'POST',
    path: '/console/api/games/imports/:id/apply',
    auth: 'staff',
    permission: 'games.manage',
    summary: 'Apply a preview as shown (one transaction); poll the import for its progress and result',
    description:
      'CONFLICT when the preview was already applied or the catalogue changed since (preview again); GONE-like NOT_FOUND for an unknown preview; an expired one answers CONFLICT.',
    params: CatalogueImportParams,
    body: ApplyCatalogueImport,
    response: CatalogueImportJob,
  }),
  catalogueImport: console_({
    method: 'GET',
    path: '/console/api/games/imports/:id',
    auth: 'staff',
    permission: 'games.manage',
    summary: 'An import’s state and progress (rows written of the total) and, once applied, its result',
    params: CatalogueImportParams,
    query: NoQuery,
    response: CatalogueImportJob,
  }),
};
