import { randomInt } from 'node:crypto';
import {
  isAgentType,
  MEMBER_TYPE,
  registerSettingOf,
  validateField,
  type DownlineRegisterRequest,
} from '@fortuna/contracts';
import { AppError, validationError } from '../../../platform/errors.js';
import { uniqueViolation } from '../../../platform/db-errors.js';
import type { DbServiceBasics } from '../../../platform/service-basics.js';
import type { SystemService } from '../../system/system-service.js';
import type { MemberRepository, MemberRow } from './member-repository.js';
import { hashPassword } from './password-fns.js';
import { passwordErrors } from './register-fns.js';

/** Invitation codes: 8 letters and digits without look-alikes (0/O, 1/I/L), upper case. */
const CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
const CODE_LENGTH = 8;

export type DownlineRegistrationDeps = DbServiceBasics & {
  merchantCode: string;
  system: SystemService;
  repo: MemberRepository;
};

const newCode = () =>
  Array.from({ length: CODE_LENGTH }, () => CODE_ALPHABET[randomInt(0, CODE_ALPHABET.length)]).join('');

/**
 * What an agent does in registerCenter: reads (and, the first time, is given) its invitation code,
 * and opens accounts directly below itself — the same member rows, path and audit as a sign-up,
 * with the brand's username and password rules; the new member changes nothing else here.
 */
export function createDownlineRegistration(deps: DownlineRegistrationDeps) {
  const { db, merchantCode, clock, audit, system, repo } = deps;

  async function activeAgent(agentId: number): Promise<MemberRow> {
    const agent = await repo.byId(agentId);
    if (!agent || agent.merchantCode !== merchantCode) throw new AppError('NOT_LOGGED_IN');
    if (!isAgentType(agent.type) || agent.status !== 'active') throw new AppError('FORBIDDEN');
    return agent;
  }

  return {
    /** The agent's invitation code; an agent without one is given a fresh unique code once. */
    async invitationCode(agentId: number): Promise<string> {
      const agent = await activeAgent(agentId);
      if (agent.affiliateCode) return agent.affiliateCode;
      for (let attempt = 0; attempt < 5; attempt++) {
        try {
          const code = await repo.giveAffiliateCode(agent.id, newCode());
          if (code) return code;
          const again = await repo.byId(agent.id);
          if (again?.affiliateCode) return again.affiliateCode;
        } catch (error) {
          if (!uniqueViolation(error)) throw error;
        }
      }
      throw new AppError('CONFLICT');
    },

    /** A player or agent account directly below the agent (spec §2 registerCenter). */
    async registerDownline(agentId: number, body: DownlineRegisterRequest, ip: string): Promise<MemberRow> {
      const agent = await activeAgent(agentId);
      const settings = await system.registerSettings();
      const username = registerSettingOf(settings, 'username');
      const errors = passwordErrors(body.password, settings, 'body.password');
      if (username) {
        const result = validateField(body.username, { ...username, shown: true, required: true });
        if (!result.ok) errors.unshift({ path: 'body.username', message: result.messageKey });
      }
      if (body.confirmPassword !== body.password)
        errors.push({ path: 'body.confirmPassword', message: 'validation:confirmPasswordMismatch' });
      if (errors.length > 0) throw validationError(errors);
      if (await repo.byUsername(merchantCode, body.username)) throw new AppError('USERNAME_TAKEN');
      const passwordHash = await hashPassword(body.password, { ip });
      const now = clock();
      try {
        return await db.transaction(async (tx) => {
          const created = await repo.insert(
            {
              merchantCode,
              username: body.username,
              passwordHash,
              type: body.type === 'AGENT' ? MEMBER_TYPE.AGENT : MEMBER_TYPE.MEMBER,
              nickname: body.nickname || null,
              parentId: agent.id,
              registerIp: ip,
              registerMethod: 'AGENT',
              passwordChangedAt: now,
              createdAt: now,
            },
            agent.path,
            tx,
          );
          await audit('register', created.id, ip, { kind: 'downline', parentId: agent.id, type: body.type }, tx);
          return created;
        });
      } catch (error) {
        if (uniqueViolation(error)) throw new AppError('USERNAME_TAKEN');
        throw error;
      }
    },
  };
}
