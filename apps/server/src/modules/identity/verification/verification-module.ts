import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '../../../platform/db.js';
import type { MailProvider, SmsProvider } from '../../../platform/messaging.js';
import type { RateLimiter } from '../../../platform/rate-limit.js';
import { devInboxRoutes } from './dev-inbox-routes.js';
import { createEmailCodeService } from './email-code-service.js';
import { verificationRoutes } from './verification-routes.js';
import { createVerificationService, type Phone } from './verification-service.js';

export type VerificationModuleDeps = {
  db: Db;
  merchantCode: string;
  clock: () => Date;
  limiter: RateLimiter;
  sms: SmsProvider;
  mail: MailProvider;
  /** Life of every verification code: the brand's SMS code minutes (member module's settings). */
  codeMinutes: () => Promise<number>;
  /** Codes go only to members' numbers (member module's directory). */
  isMobileRegistered: (phone: Phone) => Promise<boolean>;
  /** A member's bound e-mail by username, for the new-network code (member module). */
  boundEmailOf: (username: string) => Promise<{ id: number; email: string | null } | null>;
  /** The dev inbox (DEV_INBOX) and, outside production, captcha answers and phone-auth tokens. */
  dev: { inbox: boolean; tools: boolean };
};

/** One-time codes by SMS and e-mail, the countries a number may belong to, and the dev inbox. */
export function createVerificationModule(deps: VerificationModuleDeps) {
  const emailCodes = createEmailCodeService(deps);
  const newNetworkMail = async (username: string, email: string, ip: string) =>
    emailCodes.sendNewNetwork(await deps.boundEmailOf(username), email, ip);
  const routes: FastifyPluginAsync = async (app) => {
    await app.register(verificationRoutes(newNetworkMail));
    if (deps.dev.tools || deps.dev.inbox)
      await app.register(devInboxRoutes({ inbox: deps.dev.inbox, captchaAnswers: deps.dev.tools }));
  };
  return {
    verification: createVerificationService(deps),
    emailCodes,
    routes,
  };
}
