import { createDecipheriv, constants, privateDecrypt, type KeyObject } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyPluginAsync, preValidationAsyncHookHandler } from 'fastify';
import type { EncPublicKey } from '@fortuna/contracts';
import { ENC_ALGORITHM, ENC_MAX_SKEW_MS, EncEnvelope, encAdditionalData } from '@fortuna/contracts';
import { endpoints } from '@fortuna/contracts/endpoints';
import { queryRows, type Db } from './db.js';
import { defineRoute } from './define-route.js';
import { createEncKeyStore } from './enc-keys.js';
import { AppError } from './errors.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The body arrives as an EncEnvelope; the route's schema validates the decrypted JSON. */
    enc?: boolean;
  }
}

/** Nonces are kept a little past the window in which their timestamp is accepted. */
const NONCE_KEEP_MS = ENC_MAX_SKEW_MS + 5_000;
const PRUNE_EVERY_MS = 60_000;

/** The JSON text an envelope seals (RSA-OAEP-wrapped AES-256-GCM key); ENC_INVALID when it does not open. */
function decryptEnvelope(envelope: EncEnvelope, privateKey: KeyObject): string {
  try {
    const aesKey = privateDecrypt(
      { key: privateKey, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' },
      Buffer.from(envelope.key, 'base64'),
    );
    const iv = Buffer.from(envelope.iv, 'base64');
    const sealed = Buffer.from(envelope.data, 'base64');
    if (aesKey.length !== 32 || iv.length !== 12 || sealed.length < 16) throw new Error('bad sizes');
    const decipher = createDecipheriv('aes-256-gcm', aesKey, iv);
    decipher.setAAD(encAdditionalData(envelope.keyId, envelope.ts, envelope.nonce));
    decipher.setAuthTag(sealed.subarray(sealed.length - 16));
    return Buffer.concat([decipher.update(sealed.subarray(0, sealed.length - 16)), decipher.final()]).toString('utf8');
  } catch {
    throw new AppError('ENC_INVALID');
  }
}

/** Accepted nonces with their expiry, in the database so a replay is refused on any instance. */
function createNonceStore(db: Db) {
  let lastPrune = 0;
  /** Claims the nonce; false when it was used before. */
  return async function rememberNonce(nonce: string, ts: number, now: number): Promise<boolean> {
    if (now - lastPrune > PRUNE_EVERY_MS) {
      lastPrune = now;
      await db.execute(sql`DELETE FROM enc_nonce WHERE expires_at < ${new Date(now)}`);
    }
    const rows = await queryRows(
      db,
      sql`INSERT INTO enc_nonce (nonce, expires_at) VALUES (${nonce}, ${new Date(ts + NONCE_KEEP_MS)}) ON CONFLICT DO NOTHING RETURNING nonce`,
    );
    return rows.length === 1;
  };
}

/**
 * Server side of `enc` payloads (ARCHITECTURE §3). The RSA-2048 pair lives in the database so
 * restarts and every instance agree; the first instance to need it creates it. Accepted nonces
 * are stored with their expiry, so a replay is refused on any instance.
 */
export function createEncService({ db, clock }: { db: Db; clock: () => Date }) {
  const { activeKey, keyById } = createEncKeyStore(db);
  const rememberNonce = createNonceStore(db);

  return {
    async publicKey(): Promise<EncPublicKey> {
      const key = await activeKey();
      return { keyId: key.keyId, algorithm: ENC_ALGORITHM, spki: key.spki };
    },

    /** Decrypts an EncEnvelope into the JSON it carries, or refuses it with an ENC_* code. */
    async open(body: unknown): Promise<unknown> {
      const looksSealed = typeof body === 'object' && body !== null && 'data' in body && 'key' in body;
      if (!looksSealed) throw new AppError('ENC_REQUIRED');
      const parsed = EncEnvelope.safeParse(body);
      if (!parsed.success) throw new AppError('ENC_INVALID');
      const envelope = parsed.data;
      const now = clock().getTime();
      if (Math.abs(now - envelope.ts) > ENC_MAX_SKEW_MS)
        throw new AppError('ENC_EXPIRED', undefined, { serverTime: now });
      const key = await keyById(envelope.keyId);
      if (!key) throw new AppError('ENC_INVALID', undefined, { keyId: (await activeKey()).keyId });
      const plain = decryptEnvelope(envelope, key.privateKey);
      let value: unknown;
      try {
        value = JSON.parse(plain);
      } catch {
        throw new AppError('ENC_INVALID');
      }
      // Only an authentic request claims its nonce, so garbage cannot fill the table.
      if (!(await rememberNonce(envelope.nonce, envelope.ts, now))) throw new AppError('ENC_REPLAYED');
      return value;
    },
  };
}
export type EncService = ReturnType<typeof createEncService>;

/**
 * Routes with `config: { enc: true }` get their body decrypted before schema validation. The hook
 * is added to those routes only (registered before them), so no other request pays for it.
 */
export function registerEnc(app: FastifyInstance, enc: EncService): void {
  const open: preValidationAsyncHookHandler = async (request) => {
    request.body = await enc.open(request.body);
  };
  app.addHook('onRoute', (route) => {
    if (!route.config?.enc) return;
    const existing = route.preValidation;
    // After the route's own hooks (its authentication): a caller without a session costs no decryption.
    route.preValidation =
      existing === undefined ? [open] : [...(Array.isArray(existing) ? existing : [existing]), open];
  });
}

/** The public key clients wrap their AES keys with. */
export function encRoutes(enc: EncService): FastifyPluginAsync {
  return async (app) => {
    defineRoute(app, endpoints.system.publicKey, () => enc.publicKey());
  };
}
