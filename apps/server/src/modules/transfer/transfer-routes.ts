import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ConsolidatedFunds,
  DownlineEntry,
  DownlineSearchQuery,
  DownlineTransferRequest,
  envelope,
  MerchantWallet,
  TransferConfig,
  TransferRecordPage,
  TransferRecordQuery,
  TransferResult,
  UplineTransferRequest,
  WalletTransferRequest,
  WalletTransferResult,
} from '@fortuna/contracts';
import { currentMember } from '../../platform/auth.js';
import { AppError, ok } from '../../platform/errors.js';

const tags = ['transfer'];
const security = [{ bearer: [] }];
const NoQuery = z.object({}).strict();

/** Transfers between members of a team, between a member's own wallets, and the consolidated funds. */
export const transferRoutes: FastifyPluginAsyncZod = async (app) => {
  const { transfers, funds } = app.services;
  // Trial accounts get TRIAL_NOT_ALLOWED, operators FORBIDDEN (auth.ts).
  const realMember = app.authorize('member', 'agent');
  const agent = app.authorize('agent');
  const caller = (request: { ip: string } & Parameters<typeof currentMember>[0]) => ({
    id: currentMember(request).id,
    ip: request.ip,
  });

  app.get(
    '/wps/member/transfer/config',
    {
      preHandler: realMember,
      schema: {
        tags,
        security,
        summary: 'Upline, available balance, limits and whether a withdraw password is set',
        querystring: NoQuery,
        response: { 200: envelope(TransferConfig) },
      },
    },
    async (request) => ok(await transfers.config(currentMember(request).id)),
  );

  app.post(
    '/wps/member/transfer/upline',
    {
      config: { enc: true },
      preHandler: realMember,
      schema: {
        tags,
        security,
        summary: 'Transfer to the upline (enc; withdraw password; idempotent per requestKey)',
        body: UplineTransferRequest,
        response: { 200: envelope(TransferResult) },
      },
    },
    async (request) => ok(await transfers.toUpline(caller(request), request.body)),
  );

  app.post(
    '/wps/agent/transfer/downline',
    {
      config: { enc: true },
      preHandler: agent,
      schema: {
        tags,
        security,
        summary: 'Agent: transfer to a member of its team (enc; withdraw password; idempotent per requestKey)',
        body: DownlineTransferRequest,
        response: { 200: envelope(TransferResult) },
      },
    },
    async (request) => ok(await transfers.toDownline(caller(request), request.body)),
  );

  app.get(
    '/wps/agent/transfer/downlines',
    {
      preHandler: agent,
      schema: {
        tags,
        security,
        summary: 'Agent: team members (any depth) whose username starts with keyword',
        querystring: DownlineSearchQuery,
        response: { 200: envelope(z.array(DownlineEntry)) },
      },
    },
    async (request) => ok(await transfers.downlines(currentMember(request).id, request.query.keyword)),
  );

  app.get(
    '/wps/member/transfers',
    {
      preHandler: realMember,
      schema: {
        tags,
        security,
        summary: 'Transfer records, sent (OUT) and received (IN)',
        querystring: TransferRecordQuery,
        response: { 200: envelope(TransferRecordPage) },
      },
    },
    async (request) => ok(await transfers.records(currentMember(request).id, request.query)),
  );

  app.get(
    '/wps/relay/GCS_merchantWallet',
    {
      preHandler: realMember,
      schema: {
        tags,
        security,
        summary: 'Wallet mode (isSingle) and the vendor transfer wallets with balances',
        querystring: NoQuery,
        response: { 200: envelope(MerchantWallet) },
      },
    },
    async (request) => ok(await funds.merchantWallet(currentMember(request).id)),
  );

  app.post(
    '/wps/relay/GCS_walletTransfer',
    {
      preHandler: realMember,
      schema: {
        tags,
        security,
        summary: 'Move money between MAIN and a vendor transfer wallet (idempotent per requestKey)',
        body: WalletTransferRequest,
        response: { 200: envelope(WalletTransferResult) },
      },
    },
    async (request) => ok(await funds.walletTransfer(currentMember(request).id, request.body, request.ip)),
  );

  app.get(
    '/wps/member/info/funds/consolidated',
    {
      preHandler: realMember,
      schema: {
        tags,
        security,
        summary: 'Consolidated funds (main + vendor wallets + locked) and contract settings; needs AGENTPOLICY3',
        querystring: NoQuery,
        response: { 200: envelope(ConsolidatedFunds) },
      },
    },
    async (request) => {
      // Spec §6: the consolidated call exists only where the brand switched AGENTPOLICY3 on.
      if (!(await app.services.system.whitelabel()).AGENTPOLICY3) throw new AppError('FEATURE_DISABLED');
      return ok(await funds.consolidated(currentMember(request).id));
    },
  );
};
