import { sql } from 'drizzle-orm';
import type { Db } from './db.js';

/** Sends a text message. A real gateway adapter implements the same interface. */
export type SmsProvider = { send(to: string, text: string): Promise<void> };
/** Sends an e-mail. A real mail adapter implements the same interface. */
export type MailProvider = { send(to: string, subject: string, body: string): Promise<void> };

/**
 * The local providers: messages are written to `dev_message`, where the dev inbox (not in
 * production) shows them. Until an operator configures a gateway these are what "sends".
 */
export function createLocalMessaging(db: Db, clock: () => Date): { sms: SmsProvider; mail: MailProvider } {
  const store = async (channel: 'sms' | 'email', recipient: string, subject: string, body: string) => {
    await db.execute(
      sql`INSERT INTO dev_message (channel, recipient, subject, body, created_at) VALUES (${channel}, ${recipient}, ${subject}, ${body}, ${clock()})`,
    );
  };
  return {
    sms: { send: (to, text) => store('sms', to, '', text) },
    mail: { send: (to, subject, body) => store('email', to, subject, body) },
  };
}
