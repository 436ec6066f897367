import type { FastifyPluginAsync } from 'fastify';
import { endpoints } from '@fortuna/contracts/endpoints';
import { formatMinor } from '@fortuna/contracts';
import { createAuditChain } from '../../platform/audit-chain.js';
import { currentMember } from '../../platform/auth.js';
import { defineRoute } from '../../platform/define-route.js';
import { currentStaff } from '../../platform/staff-auth.js';
import type { BillReads } from './bill-reads.js';
import { decideDividend } from './settlement-retry.js';
import type { SettlementDeps } from './settlement-service.js';

/** The agent's settlement records and income; the console's bills, dividend decisions and runs. */
export const agentBillRoutes =
  (deps: SettlementDeps, reads: BillReads, opts: { merchantCode: string; clock: () => Date }): FastifyPluginAsync =>
  async (app) => {
    const chain = createAuditChain(deps.db, opts.merchantCode, opts.clock);
    defineRoute(app, endpoints.agentBills.bills, (request) => reads.bills(currentMember(request).id, request.query));
    defineRoute(app, endpoints.agentBills.income, (request) => reads.income(currentMember(request).id, request.query));
    defineRoute(app, endpoints.console.agentBills, (request) => reads.consoleBills(request.query));
    defineRoute(app, endpoints.console.settlementRuns, (request) => reads.runs(request.query));
    defineRoute(app, endpoints.console.decideDividend, async (request) => {
      const staff = currentStaff(request);
      const { decision, reason } = request.body;
      const done = await decideDividend(
        {
          ...deps,
          audit: async (entry, tx) =>
            void (await chain.append(
              { ...entry, actorKind: 'staff', actor: staff.username, reason, ip: request.ip },
              tx,
            )),
        },
        request.params.id,
        { staffId: staff.id, decision, reason },
        opts.clock(),
      );
      return { status: done.status, paid: formatMinor(done.payments.reduce((s, p) => s + p.amount, 0n)) };
    });
  };
