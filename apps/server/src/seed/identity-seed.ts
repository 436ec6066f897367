import { MEMBER_TYPE } from '@fortuna/contracts';
import type { Db } from '../platform/db.js';
import { createMemberRepository, type NewMember } from '../modules/identity/member/member-repository.js';
import { identitySetting } from '../modules/identity/member/member-tables.js';

/**
 * Demo accounts (argon2id hashes computed once, so seeding costs no hashing):
 * demo/Demo1234 member with mobile and e-mail; agent/Agent1234 agent (type 1, invitation code
 * FORTUNA1); player2/Player1234 member under the agent; weakuser with the brand's weak default
 * password a123456 (login asks for a change). Operators are staff of the console (staff-seed.ts),
 * never member accounts.
 */
const HASH = {
  Demo1234: '$argon2id$v=19$m=19456,t=2,p=1$ChmIZOu2jdrieZfX5sqV3Q$pPLusLfyoxZ3Jk+NIqFryv/9XPPf4y3CTlwFqcqhehY',
  Agent1234: '$argon2id$v=19$m=19456,t=2,p=1$CA8d0nX5Vj3md8yIw7EQcA$pOOcFh3UBE6thgWpWBK/wKjarVKccjzj89LhTcpVVts',
  Player1234: '$argon2id$v=19$m=19456,t=2,p=1$XwabWlniATBeyRVPmzilKQ$J22JgrYlbUWI9Ux1f5c75wZOkXiYi3+cew+rSHTs5ZM',
  a123456: '$argon2id$v=19$m=19456,t=2,p=1$53Y/MbmMsIZX+oiBK8WeaA$Dfp6dOa0mn64LFcoaLWYPzlnSNvdJdgnXQSmkjl6Vtc',
};

export async function seedIdentity(db: Db, merchantCode: string): Promise<void> {
  await db
    .insert(identitySetting)
    .values({
      merchantCode,
      smsCodeMinutes: 5,
      passwordExpiryDays: 90,
      weakDefaultPassword: 'a123456',
      defaultCountryDialingCode: '63',
    })
    .onConflictDoNothing();
  const repo = createMemberRepository(db);
  const base = { merchantCode, registerMethod: 'SEED' } satisfies Partial<NewMember>;
  await repo.insert(
    {
      ...base,
      username: 'demo',
      passwordHash: HASH.Demo1234,
      type: MEMBER_TYPE.MEMBER,
      nickname: 'Demo Player',
      payeeName: 'Juan Dela Cruz',
      email: 'demo@fortuna.example',
      countryDialingCode: '63',
      mobileNum: '9171234567',
    },
    '/',
  );
  const agent = await repo.insert(
    {
      ...base,
      username: 'agent',
      passwordHash: HASH.Agent1234,
      type: MEMBER_TYPE.AGENT,
      nickname: 'Fortuna Agent',
      payeeName: 'Maria Santos',
      email: 'agent@fortuna.example',
      countryDialingCode: '63',
      mobileNum: '9170000001',
      affiliateCode: 'FORTUNA1',
    },
    '/',
  );
  await repo.insert(
    {
      ...base,
      username: 'player2',
      passwordHash: HASH.Player1234,
      type: MEMBER_TYPE.MEMBER,
      nickname: 'Player Two',
      parentId: agent.id,
    },
    agent.path,
  );
  await repo.insert(
    { ...base, username: 'weakuser', passwordHash: HASH.a123456, type: MEMBER_TYPE.MEMBER, nickname: 'Weak User' },
    '/',
  );
}
