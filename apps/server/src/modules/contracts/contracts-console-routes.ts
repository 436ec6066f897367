import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { tiersFromStored, tierToWire, type ContractEvent } from '@fortuna/contracts';
import { endpoints } from '@fortuna/contracts/endpoints';
import type { Db } from '../../platform/db.js';
import { defineRoute } from '../../platform/define-route.js';
import { AppError } from '../../platform/errors.js';
import { currentStaff } from '../../platform/staff-auth.js';
import type { MemberDirectory } from '../identity/member/member-directory.js';
import type { ContractsRepository } from './contracts-repository.js';
import type { ContractsService, StaffAudit } from './contracts-service.js';
import { contractView } from './contracts-view.js';

const rows = endpoints.console;

const terms = (stored: unknown) =>
  stored === null || stored === undefined
    ? null
    : tiersFromStored(typeof stored === 'string' ? JSON.parse(stored) : stored).map(tierToWire);

/** The console's top agents' contracts (agents.manage): list, offer, terminate, history. Changes are audited. */
export const contractsConsoleRoutes =
  (deps: {
    db: Db;
    merchantCode: string;
    contracts: ContractsService;
    repo: ContractsRepository;
    directory: Pick<MemberDirectory, 'byUsername'>;
  }): FastifyPluginAsync =>
  async (app) => {
    const { contracts, repo, directory } = deps;
    const audit =
      (request: FastifyRequest, reason: string | undefined): StaffAudit =>
      async (tx, contract, action) => {
        await app.services.auditChain.append(
          {
            actorKind: 'staff',
            actor: currentStaff(request).username,
            ip: request.ip,
            action,
            target: `member:${contract.holder}`,
            after: contract,
            ...(reason ? { reason } : {}),
          },
          tx,
        );
      };
    defineRoute(app, rows.consoleContracts, async (request) => {
      const { username, kind, status } = request.query;
      let memberId: number | undefined;
      if (username) {
        const member = await directory.byUsername(deps.merchantCode, username);
        if (!member) return { list: [] };
        memberId = member.id;
      }
      return { list: (await repo.consoleList({ memberId, kind, status })).map(contractView) };
    });
    defineRoute(app, rows.consoleOfferContract, (request) =>
      contracts.offerByStaff(currentStaff(request).id, request.body, audit(request, request.body.reason)),
    );
    defineRoute(app, rows.consoleTerminateContract, (request) =>
      contracts.terminateByStaff(
        currentStaff(request).id,
        request.params.id,
        request.body.reason ?? null,
        audit(request, request.body.reason),
      ),
    );
    defineRoute(app, rows.consoleContractEvents, async (request) => {
      const contract = await repo.byId(deps.db, request.params.id);
      if (!contract) throw new AppError('NOT_FOUND');
      const events: ContractEvent[] = (await repo.events(contract.id)).map((e) => {
        return {
          id: Number(e.id),
          action: e.action,
          actorKind: e.actor_kind,
          actor: e.actor_name,
          oldTerms: terms(e.old_terms),
          newTerms: terms(e.new_terms),
          reason: e.reason,
          createdAt: new Date(e.created_at).toISOString(),
        };
      });
      return { contract: contractView(contract), events };
    });
  };
