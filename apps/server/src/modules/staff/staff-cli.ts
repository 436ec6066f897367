import { randomBytes } from 'node:crypto';
import { StaffRole } from '@fortuna/contracts';
import { createAuditChain } from '../../platform/audit-chain.js';
import type { Db } from '../../platform/db.js';
import { totpUri } from '../identity/session/totp-fns.js';
import { createStaffAttempts } from './staff-attempts.js';
import { createStaffRepository } from './staff-repository.js';
import { createStaffService, type StaffActor } from './staff-service.js';
import type { StaffSessionNotices } from './staff-session-cache.js';

const USAGE =
  'usage: staff create <username> --role <role> [--name <display name>] [--password <password>] | staff list | staff reset-totp <username>';

export type StaffCliOptions = { role?: string; name?: string; password?: string; note?: string };

const issuer = (merchantCode: string) => `Fortuna console (${merchantCode})`;

/**
 * Operator CLI for staff accounts (audited as `cli:<os user>`). `create` and `reset-totp` print the
 * authenticator secret and its otpauth URI once; `list` prints a secret only while it is still
 * to be set up (never one in use).
 */
export async function runStaffCommand(
  db: Db,
  merchantCode: string,
  args: string[],
  opts: StaffCliOptions,
  operator: string,
  clock: () => Date = () => new Date(),
  /** Tells running servers which sessions ended (over Redis); without it they stop within seconds. */
  notices?: StaffSessionNotices,
): Promise<string> {
  const [, action, username] = args;
  const repo = createStaffRepository(db, merchantCode);
  const chain = createAuditChain(db, merchantCode, clock);
  const service = createStaffService({ db, clock, chain, repo, attempts: createStaffAttempts(db), notices });
  const actor: StaffActor = { kind: 'cli', name: operator, ip: null };
  const secretLines = (name: string, secret: string) =>
    [`authenticator secret: ${secret}`, `otpauth URI: ${totpUri(issuer(merchantCode), name, secret)}`].join('\n');

  if (action === 'list') {
    const rows = await service.listWithPendingSecrets();
    const lines = rows.map((r) => {
      const totp = r.totpReady
        ? 'authenticator set up'
        : `authenticator to set up: ${r.totpSecret ?? '(at next login)'}`;
      const allow = r.allowList.length > 0 ? r.allowList.join(',') : 'any address';
      return `${r.id}\t${r.username}\t${r.role}\t${r.status}\t${totp}\t${allow}`;
    });
    return lines.join('\n') || '(no staff)';
  }
  if (action === 'create' && username) {
    const role = StaffRole.safeParse(opts.role);
    if (!role.success) throw new Error(`--role must be one of ${StaffRole.options.join(', ')}`);
    const password = opts.password ?? randomBytes(12).toString('base64url');
    const { account, totpSecret } = await service.create(
      actor,
      {
        username,
        displayName: opts.name ?? username,
        password,
        role: role.data,
        allowList: [],
        reason: opts.note ?? 'created with the CLI',
      },
      null,
    );
    const shown = opts.password ? '' : `\npassword: ${password}`;
    return `staff ${account.id} ${account.username} (${account.role})${shown}\n${secretLines(account.username, totpSecret)}`;
  }
  if (action === 'reset-totp' && username) {
    const row = await repo.byUsername(username);
    if (!row) throw new Error(`no staff ${username}`);
    const { totpSecret } = await service.resetTotp(actor, row.id, opts.note ?? 'reset with the CLI');
    return `staff ${row.username}: authenticator reset, set it up at the next login\n${secretLines(row.username, totpSecret)}`;
  }
  throw new Error(USAGE);
}

/** `audit verify`: the chain's status; throws (exit code 1) naming the first broken entry. */
export async function runAuditCommand(db: Db, merchantCode: string, args: string[]): Promise<string> {
  if (args[1] !== 'verify') throw new Error('usage: audit verify');
  const status = await createAuditChain(db, merchantCode, () => new Date()).verify();
  if (status.ok) return `audit chain OK: ${status.entries} entries`;
  throw new Error(`audit chain BROKEN at entry ${status.firstBroken}: ${status.problem}`);
}
