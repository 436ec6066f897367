/**
 * Operator command line for automation (the operator console at /console does the same through
 * the same services; each change on the audit chain as `cli:<os user>`). Works on the same database as
 * the server (DATABASE_URL or DATA_DIR); with embedded PGlite, run it while the server is
 * stopped (PGlite allows one process at a time).
 *
 *   node apps/server/dist/cli.js maintenance set --start <ISO|now|±Nh|±Nm> --end <…> [--note text]
 *   node apps/server/dist/cli.js maintenance clear
 *   node apps/server/dist/cli.js maintenance list
 *   node apps/server/dist/cli.js region add --deny|--allow <CIDR|country code> [--note text]
 *   node apps/server/dist/cli.js region remove <id>
 *   node apps/server/dist/cli.js region list
 *   node apps/server/dist/cli.js withdrawals pending
 *   node apps/server/dist/cli.js withdrawals approve <orderNo> [--note text]
 *   node apps/server/dist/cli.js withdrawals reject <orderNo> --note <reason>
 *   node apps/server/dist/cli.js withdrawals disputed | auto-receipt
 *   node apps/server/dist/cli.js withdrawals settings [<turnoverPercent> <receiptConfirmMinutes>]
 *   node apps/server/dist/cli.js deposits pending
 *   node apps/server/dist/cli.js deposits approve <orderNo> [--note text]
 *   node apps/server/dist/cli.js deposits reject <orderNo> --note <reason>
 *   node apps/server/dist/cli.js passwords expiry [on|off] [<days>]
 *   node apps/server/dist/cli.js jobs list | run <name>
 *   node apps/server/dist/cli.js staff create <username> --role <role> [--name <display name>] [--password <pw>]
 *   node apps/server/dist/cli.js staff list | reset-totp <username>
 *   node apps/server/dist/cli.js audit verify
 *   node apps/server/dist/cli.js members lock|unlock|reset-password <username> --note <reason>
 *   node apps/server/dist/cli.js adjustments threshold [<amount>] [--note <reason>]
 */
import { userInfo } from 'node:os';
import { parseArgs } from 'node:util';
import { loadConfig } from '../config.js';
import { prepareDatabase } from '../boot.js';
import { runOperatorCommand } from '../modules/system/system-cli.js';
import { runWithdrawalCommand } from '../modules/cashier/cashier-cli.js';
import { runDepositCommand } from '../modules/cashier/deposit-cli.js';
import { runPasswordCommand } from '../modules/identity/member/password-cli.js';
import { runAuditCommand, runStaffCommand } from '../modules/staff/staff-cli.js';
import { STAFF_SESSIONS_ENDED, type SessionsEnded } from '../modules/staff/staff-session-cache.js';
import { runMemberCommand } from '../modules/console-members/member-cli.js';
import { runAdjustmentCommand } from '../modules/adjustments/adjustment-cli.js';
import { createEventBus, SETTINGS_CHANGED } from '../platform/events.js';
import { runJobsCommand } from '../platform/jobs-cli.js';
import type { Database } from '../platform/database.js';
import { buildApp } from '../app.js';

// `--start -1h` would read "-1h" as an option: glue a value that starts with "-" to its flag.
const argv = process.argv.slice(2).reduce<string[]>((out, arg) => {
  const previous = out[out.length - 1];
  if (previous && /^--(start|end)$/.test(previous) && /^-\d/.test(arg)) out[out.length - 1] = `${previous}=${arg}`;
  else out.push(arg);
  return out;
}, []);

const { positionals, values } = parseArgs({
  args: argv,
  allowPositionals: true,
  options: {
    start: { type: 'string' },
    end: { type: 'string' },
    note: { type: 'string' },
    deny: { type: 'string' },
    allow: { type: 'string' },
    role: { type: 'string' },
    name: { type: 'string' },
    password: { type: 'string' },
  },
});

const config = loadConfig();

/** `jobs …` works on the registry of an app built as the server builds it: the same jobs, never ticking. */
async function jobsCommand(database: Database, operator: string): Promise<string> {
  const app = await buildApp({ config, database }, { logger: false });
  try {
    return await runJobsCommand(app.jobs, positionals, { actorKind: 'cli', actor: operator });
  } finally {
    await app.close();
  }
}

/** `members …` goes through the console's member actions of an app built as the server builds it. */
async function membersCommand(database: Database, operator: string): Promise<string> {
  const app = await buildApp({ config, database }, { logger: false });
  try {
    const idOf = async (username: string) => (await app.services.members.logins.byUsername(username))?.id ?? null;
    return await runMemberCommand(
      { memberActions: app.services.memberActions, idOf },
      positionals,
      values.note ?? '',
      operator,
    );
  } finally {
    await app.close();
  }
}

/** `staff …`: an account change ends its sessions; running servers hear it at once over Redis (else within seconds). */
async function staffCommand(database: Database): Promise<string> {
  const events = config.redisUrl ? await createEventBus(config.redisUrl) : null;
  const notices = events && {
    ended: (what: SessionsEnded) => events.publish(STAFF_SESSIONS_ENDED, JSON.stringify(what)),
  };
  try {
    const operator = `cli:${userInfo().username}`;
    return await runStaffCommand(
      database.db,
      config.merchantCode,
      positionals,
      values,
      operator,
      undefined,
      notices ?? undefined,
    );
  } finally {
    await events?.close();
  }
}

const { database } = await prepareDatabase(config);
try {
  const operator = `cli:${userInfo().username}`;
  const cashierCommands: Partial<Record<string, typeof runDepositCommand>> = {
    deposits: runDepositCommand,
    withdrawals: runWithdrawalCommand,
  };
  const cashierCommand = cashierCommands[positionals[0] ?? ''];
  const output = cashierCommand
    ? await cashierCommand(database.db, config.redisUrl, config.merchantCode, positionals, values.note ?? '', operator)
    : positionals[0] === 'passwords'
      ? await runPasswordCommand(database.db, config.merchantCode, positionals, operator, new Date())
      : positionals[0] === 'jobs'
        ? await jobsCommand(database, operator)
        : positionals[0] === 'members'
          ? await membersCommand(database, operator)
          : positionals[0] === 'staff'
            ? await staffCommand(database)
            : positionals[0] === 'audit'
              ? await runAuditCommand(database.db, config.merchantCode, positionals)
              : positionals[0] === 'adjustments'
                ? await runAdjustmentCommand(database.db, config.merchantCode, positionals, values.note ?? '', operator)
                : await runOperatorCommand(database.db, config.merchantCode, positionals, values, new Date(), operator);
  console.log(output);
  // Running servers cache settings for a few seconds; with Redis they hear the change at once.
  if (
    config.redisUrl &&
    !['jobs', 'staff', 'audit', 'adjustments', 'members'].includes(positionals[0] ?? '') &&
    positionals[1] !== 'list'
  ) {
    const events = await createEventBus(config.redisUrl);
    await events.publish(SETTINGS_CHANGED, positionals.join(' '));
    await events.close();
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  await database.close();
}
