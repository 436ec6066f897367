import { sql } from 'drizzle-orm';
import { MEMBER_TYPE } from '@fortuna/contracts';
import { queryRows, type Db } from '../../../platform/db.js';

/**
 * Identity's figures for the console's dashboard and reports: members and agents who signed up
 * in a time range (free-trial accounts and operators left out).
 */
export function createMemberFigures(db: Db, merchantCode: string) {
  return {
    async signUps(from: Date, to: Date): Promise<number> {
      const [row] = await queryRows<{ n: string }>(
        db,
        sql`SELECT count(*)::text AS n FROM member
            WHERE merchant_code = ${merchantCode} AND created_at >= ${from} AND created_at < ${to}
              AND type NOT IN (${MEMBER_TYPE.TRIAL}, ${MEMBER_TYPE.OPERATOR})`,
      );
      return Number(row?.n ?? 0);
    },

    /** When the brand's first member signed up (null: nobody yet). */
    async firstSignUp(): Promise<Date | null> {
      const [row] = await queryRows<{ at: Date | string | null }>(
        db,
        sql`SELECT min(created_at) AS at FROM member WHERE merchant_code = ${merchantCode}`,
      );
      return row?.at ? new Date(row.at) : null;
    },
  };
}
export type MemberFigures = ReturnType<typeof createMemberFigures>;
