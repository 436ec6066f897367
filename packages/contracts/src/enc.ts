import { z } from 'zod';

/**
 * `enc` payloads (ARCHITECTURE §3): hybrid encryption with WebCrypto only, so the same code
 * runs in browsers and in Node ≥ 20 (globalThis.crypto).
 *
 * The client makes a fresh AES-256-GCM key per request, encrypts the JSON body with it, wraps
 * the key with the server's RSA-OAEP (SHA-256) public key and sends {@link EncEnvelope}.
 * `keyId.ts.nonce` is the GCM additional data, so the timestamp and the nonce the server
 * checks for staleness and replay cannot be changed without breaking decryption.
 */

export const ENC_ALGORITHM = 'RSA-OAEP-256';
/** How far a request's timestamp may be from the server clock (either way). */
export const ENC_MAX_SKEW_MS = 60_000;

/** GET /wps/system/publicKey */
export const EncPublicKey = z.object({
  keyId: z.string(),
  algorithm: z.literal(ENC_ALGORITHM),
  /** DER SubjectPublicKeyInfo, base64. */
  spki: z.string(),
});
export type EncPublicKey = z.infer<typeof EncPublicKey>;

const b64 = (max: number) =>
  z
    .string()
    .min(1)
    .max(max)
    .regex(/^[A-Za-z0-9+/]+={0,2}$/, 'Must be base64');

/** The body of every request to an `enc` endpoint. */
export const EncEnvelope = z
  .object({
    keyId: z.string().min(1).max(64),
    /** The AES key wrapped with RSA-OAEP-256, base64. */
    key: b64(1024),
    /** 12-byte GCM IV, base64. */
    iv: b64(24),
    /** AES-GCM ciphertext with its 16-byte tag, base64. */
    data: b64(2_000_000),
    /** Milliseconds since the epoch when the client encrypted the request. */
    ts: z.number().int().positive(),
    /** 128-bit random, base64; each nonce is accepted once. */
    nonce: b64(32),
  })
  .strict();
export type EncEnvelope = z.infer<typeof EncEnvelope>;

export const encAdditionalData = (keyId: string, ts: number, nonce: string): Uint8Array<ArrayBuffer> =>
  new TextEncoder().encode(`${keyId}.${ts}.${nonce}`);

export const bytesToBase64 = (bytes: Uint8Array): string => {
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
};

export const base64ToBytes = (text: string): Uint8Array<ArrayBuffer> => {
  const binary = atob(text);
  const out = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) out[i] = binary.charCodeAt(i);
  return out;
};

const publicKeyCache = new Map<string, Promise<CryptoKey>>();

function importPublicKey(publicKey: EncPublicKey): Promise<CryptoKey> {
  let key = publicKeyCache.get(publicKey.keyId);
  if (!key) {
    key = crypto.subtle.importKey('spki', base64ToBytes(publicKey.spki), { name: 'RSA-OAEP', hash: 'SHA-256' }, false, [
      'encrypt',
    ]);
    publicKeyCache.set(publicKey.keyId, key);
  }
  return key;
}

/**
 * Encrypts `body` (any JSON value) for an `enc` endpoint. `now` is for tests only.
 * When the server answers ENC_INVALID with another `keyId`, fetch the public key again.
 */
export async function encryptPayload(
  publicKey: EncPublicKey,
  body: unknown,
  now: number = Date.now(),
): Promise<EncEnvelope> {
  const aesKey = await crypto.subtle.generateKey({ name: 'AES-GCM', length: 256 }, true, ['encrypt']);
  const rawKey = new Uint8Array(await crypto.subtle.exportKey('raw', aesKey));
  const wrapped = new Uint8Array(
    await crypto.subtle.encrypt({ name: 'RSA-OAEP' }, await importPublicKey(publicKey), rawKey),
  );
  const iv = crypto.getRandomValues(new Uint8Array(12));
  const nonce = bytesToBase64(crypto.getRandomValues(new Uint8Array(16)));
  const sealed = await crypto.subtle.encrypt(
    { name: 'AES-GCM', iv, additionalData: encAdditionalData(publicKey.keyId, now, nonce) },
    aesKey,
    new TextEncoder().encode(JSON.stringify(body)),
  );
  return {
    keyId: publicKey.keyId,
    key: bytesToBase64(wrapped),
    iv: bytesToBase64(iv),
    data: bytesToBase64(new Uint8Array(sealed)),
    ts: now,
    nonce,
  };
}
