import { createHash, createPrivateKey, generateKeyPair, type KeyObject } from 'node:crypto';
import { promisify } from 'node:util';
import { sql } from 'drizzle-orm';
import { ENC_ALGORITHM } from '@fortuna/contracts';
import { queryRows, type Db } from './db.js';

const generateRsa = promisify(generateKeyPair);

export type StoredKey = { keyId: string; spki: string; privateKey: KeyObject };
type Row = { key_id: string; public_spki: string; private_pkcs8: string };

const toStored = (row: Row): StoredKey => ({
  keyId: row.key_id,
  spki: row.public_spki,
  privateKey: createPrivateKey({ key: Buffer.from(row.private_pkcs8, 'base64'), format: 'der', type: 'pkcs8' }),
});

/** A fresh RSA-2048 pair, named by the first 16 hex digits of its public key's SHA-256. */
async function newKeyPair(): Promise<{ keyId: string; spki: string; pkcs8: string }> {
  const pair = await generateRsa('rsa', {
    modulusLength: 2048,
    publicKeyEncoding: { type: 'spki', format: 'der' },
    privateKeyEncoding: { type: 'pkcs8', format: 'der' },
  });
  return {
    keyId: createHash('sha256').update(pair.publicKey).digest('hex').slice(0, 16),
    spki: pair.publicKey.toString('base64'),
    pkcs8: pair.privateKey.toString('base64'),
  };
}

/**
 * The `enc` key pairs as the database holds them (so restarts and every instance agree): the
 * active one, created by the first instance to need it, and retired ones by id. Keys read once
 * are kept in memory.
 */
export function createEncKeyStore(db: Db) {
  let active: Promise<StoredKey> | null = null;
  const byId = new Map<string, StoredKey>();

  async function loadOrCreate(): Promise<StoredKey> {
    const read = () =>
      queryRows<Row>(db, sql`SELECT key_id, public_spki, private_pkcs8 FROM enc_key WHERE active LIMIT 1`);
    let rows = await read();
    if (rows.length === 0) {
      const { keyId, spki, pkcs8 } = await newKeyPair();
      // A concurrent instance may win the one-active-key index; then everybody uses its key.
      await db.execute(
        sql`INSERT INTO enc_key (key_id, algorithm, public_spki, private_pkcs8) VALUES (${keyId}, ${ENC_ALGORITHM}, ${spki}, ${pkcs8}) ON CONFLICT DO NOTHING`,
      );
      rows = await read();
    }
    const stored = toStored(rows[0] as Row);
    byId.set(stored.keyId, stored);
    return stored;
  }

  function activeKey(): Promise<StoredKey> {
    if (!active) {
      active = loadOrCreate();
      active.catch(() => {
        active = null;
      });
    }
    return active;
  }

  async function keyById(keyId: string): Promise<StoredKey | null> {
    await activeKey();
    const known = byId.get(keyId);
    if (known) return known;
    // A key retired (rotated) by another instance can still open requests made just before.
    const rows = await queryRows<Row>(
      db,
      sql`SELECT key_id, public_spki, private_pkcs8 FROM enc_key WHERE key_id = ${keyId}`,
    );
    if (!rows[0]) return null;
    const stored = toStored(rows[0]);
    byId.set(keyId, stored);
    return stored;
  }

  return { activeKey, keyById };
}
