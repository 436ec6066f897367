import { randomInt } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { ReferralKind, ReferralLink, ReferralLinkRequest } from '@fortuna/contracts';
import { queryRows, type Db, type DbTransaction } from '../../../platform/db.js';
import { uniqueViolation } from '../../../platform/db-errors.js';
import { AppError } from '../../../platform/errors.js';

/** Link codes: 10 characters of the invitation codes' alphabet (invitation codes have 8: never the same). */
const CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
const CODE_LENGTH = 10;
const newCode = () =>
  Array.from({ length: CODE_LENGTH }, () => CODE_ALPHABET[randomInt(0, CODE_ALPHABET.length)]).join('');
const DAY_MS = 86_400_000;
/** An agent keeps at most this many links. */
export const MAX_LINKS = 200;

export type LiveLink = { id: number; agentId: number; kind: ReferralKind; channel: string };

type LinkRow = {
  id: string;
  code: string;
  kind: ReferralKind;
  channel: string;
  valid_days: number | null;
  expires_at: Date | string | null;
  created_at: Date | string;
  registrations: string;
};

export const registerPathOf = (code: string) => `/register?affiliateCode=${encodeURIComponent(code)}`;

/**
 * registerCenter's referral links (migration 0047): an agent's links with their type, channel
 * and validity; a live link places a sign-up below its agent (as an agent when its type says so)
 * and the sign-up is recorded with the link's channel.
 */
export function createReferralLinks(db: Db, merchantCode: string, clock: () => Date) {
  const linkOf = (r: LinkRow): ReferralLink => {
    const expiresAt = r.expires_at ? new Date(r.expires_at) : null;
    return {
      code: r.code,
      kind: r.kind,
      channel: r.channel,
      validDays: r.valid_days === null ? null : Number(r.valid_days),
      expiresAt: expiresAt?.toISOString() ?? null,
      expired: expiresAt !== null && expiresAt <= clock(),
      createdAt: new Date(r.created_at).toISOString(),
      registrations: Number(r.registrations),
      registerPath: registerPathOf(r.code),
    };
  };
  const SELECT = sql`SELECT l.id::text, l.code, l.kind, l.channel, l.valid_days, l.expires_at, l.created_at,
      (SELECT count(*) FROM referral_signup s WHERE s.link_id = l.id)::text AS registrations FROM referral_link l`;

  return {
    async list(agentId: number): Promise<ReferralLink[]> {
      const rows = await queryRows<LinkRow>(
        db,
        sql`${SELECT} WHERE l.merchant_code = ${merchantCode} AND l.member_id = ${agentId} ORDER BY l.id DESC`,
      );
      return rows.map(linkOf);
    },

    async create(agentId: number, body: ReferralLinkRequest): Promise<ReferralLink> {
      const [count] = await queryRows<{ n: string }>(
        db,
        sql`SELECT count(*)::text AS n FROM referral_link WHERE merchant_code = ${merchantCode} AND member_id = ${agentId}`,
      );
      if (Number(count?.n ?? 0) >= MAX_LINKS) throw new AppError('CONFLICT');
      const now = clock();
      const expiresAt = body.validDays === null ? null : new Date(now.getTime() + body.validDays * DAY_MS);
      for (let attempt = 0; attempt < 5; attempt++) {
        try {
          const [row] = await queryRows<{ id: string }>(
            db,
            sql`INSERT INTO referral_link (merchant_code, member_id, code, kind, channel, valid_days, expires_at, created_at)
                VALUES (${merchantCode}, ${agentId}, ${newCode()}, ${body.kind}, ${body.channel}, ${body.validDays},
                        ${expiresAt}, ${now})
                RETURNING id::text`,
          );
          const [made] = await queryRows<LinkRow>(db, sql`${SELECT} WHERE l.id = ${row!.id}`);
          return linkOf(made!);
        } catch (error) {
          if (!uniqueViolation(error)) throw error;
        }
      }
      throw new AppError('CONFLICT');
    },

    /** The link of a code, while it is live (not expired); null for any other code. */
    async live(code: string): Promise<LiveLink | null> {
      if (code.length !== CODE_LENGTH) return null;
      const [row] = await queryRows<{ id: string; member_id: string; kind: ReferralKind; channel: string }>(
        db,
        sql`SELECT id::text, member_id::text, kind, channel FROM referral_link
            WHERE merchant_code = ${merchantCode} AND code = ${code.toUpperCase()}
              AND (expires_at IS NULL OR expires_at > ${clock()})`,
      );
      return row ? { id: Number(row.id), agentId: Number(row.member_id), kind: row.kind, channel: row.channel } : null;
    },

    /** Records a sign-up through the link (in the sign-up's transaction). */
    async recordSignup(tx: DbTransaction, memberId: number, link: LiveLink, at: Date): Promise<void> {
      await tx.execute(sql`INSERT INTO referral_signup (member_id, link_id, channel, created_at)
                           VALUES (${memberId}, ${link.id}, ${link.channel}, ${at})`);
    },
  };
}
export type ReferralLinks = ReturnType<typeof createReferralLinks>;
