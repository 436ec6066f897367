import type { MemberActions } from './member-actions-service.js';

const USAGE = 'usage: members lock|unlock|reset-password <username> --note <reason>';

const COMMANDS = { lock: 'lock', unlock: 'unlock', 'reset-password': 'forcePasswordReset' } as const;

/**
 * `cli.js members lock|unlock|reset-password <username> --note <reason>`: the console's member
 * actions for automation, through the same service (audited as `cli:<os user>`).
 */
export async function runMemberCommand(
  services: { memberActions: MemberActions; idOf: (username: string) => Promise<number | null> },
  args: string[],
  note: string,
  operator: string,
): Promise<string> {
  const [, action, username] = args;
  const method = action && action in COMMANDS ? COMMANDS[action as keyof typeof COMMANDS] : null;
  if (!method || !username) throw new Error(USAGE);
  if (note.trim().length < 3) throw new Error(`--note <reason> is required (3+ characters); ${USAGE}`);
  const id = await services.idOf(username);
  if (id === null) throw new Error(`no member ${username}`);
  const row = await services.memberActions[method]({ cli: operator }, id, note.trim());
  const flag = method === 'forcePasswordReset' ? ', password login refused until a reset by mobile or e-mail' : '';
  return `member ${row.id} ${row.username}: ${row.status}${flag}`;
}
