import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { endpoints } from '@fortuna/contracts/endpoints';
import { defineRoute } from '../../platform/define-route.js';
import { currentStaff } from '../../platform/staff-auth.js';
import type { StaffActor } from './console-members-deps.js';

const rows = endpoints.console;

const actorOf = (request: FastifyRequest): StaffActor => {
  const staff = currentStaff(request);
  return { staffId: staff.id, username: staff.username, ip: request.ip };
};

/** The console's Members API: search, profile and records (members.read), and the audited actions. */
export const consoleMembersRoutes: FastifyPluginAsync = async (app) => {
  const { memberReads: reads, memberActions: actions } = app.services;

  defineRoute(app, rows.memberSearch, (request) => reads.search(request.query));
  defineRoute(app, rows.memberProfile, (request) => reads.profile(request.params.id));
  defineRoute(app, rows.memberLedger, (request) => reads.ledger(request.params.id, request.query));
  defineRoute(app, rows.memberDeposits, (request) => reads.deposits(request.params.id, request.query));
  defineRoute(app, rows.memberWithdrawals, (request) => reads.withdrawals(request.params.id, request.query));
  defineRoute(app, rows.memberRounds, (request) => reads.rounds(request.params.id, request.query));
  defineRoute(app, rows.memberLogins, (request) => reads.logins(request.params.id, request.query));
  defineRoute(app, rows.memberNotes, (request) => reads.notes(request.params.id, request.query));

  defineRoute(app, rows.addMemberNote, (request) =>
    actions.addNote(actorOf(request), request.params.id, request.body.text),
  );
  defineRoute(app, rows.lockMember, (request) =>
    actions.lock(actorOf(request), request.params.id, request.body.reason),
  );
  defineRoute(app, rows.unlockMember, (request) =>
    actions.unlock(actorOf(request), request.params.id, request.body.reason),
  );
  defineRoute(app, rows.forceMemberPasswordReset, (request) =>
    actions.forcePasswordReset(actorOf(request), request.params.id, request.body.reason),
  );
  defineRoute(app, rows.sendMemberMessage, (request) =>
    actions.sendMessage(actorOf(request), request.params.id, request.body),
  );
};
