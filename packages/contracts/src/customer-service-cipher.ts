/**
 * Customer-service paths travel encrypted (spec §3) so that scrapers reading the status
 * call do not harvest the operator's chat and messenger links. The client must decode them,
 * so this is obfuscation, not secrecy: AES-256-GCM with a key derived (SHA-256) from the
 * merchant code and a fixed label. Token format: base64url(iv[12] || ciphertext+tag).
 * Works in browsers and in Node (WebCrypto on globalThis.crypto).
 */
const LABEL = 'fortuna/customer-service/v1:';

const toB64Url = (bytes: Uint8Array): string => {
  let binary = '';
  for (const b of bytes) binary += String.fromCharCode(b);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
};

const fromB64Url = (text: string): Uint8Array => {
  const b64 = text.replace(/-/g, '+').replace(/_/g, '/');
  const binary = atob(b64 + '='.repeat((4 - (b64.length % 4)) % 4));
  const out = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) out[i] = binary.charCodeAt(i);
  return out;
};

async function keyFor(merchantCode: string): Promise<CryptoKey> {
  const material = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(LABEL + merchantCode));
  return crypto.subtle.importKey('raw', material, 'AES-GCM', false, ['encrypt', 'decrypt']);
}

export async function encryptCustomerServicePath(merchantCode: string, path: string): Promise<string> {
  const iv = crypto.getRandomValues(new Uint8Array(12));
  const sealed = await crypto.subtle.encrypt(
    { name: 'AES-GCM', iv },
    await keyFor(merchantCode),
    new TextEncoder().encode(path),
  );
  const out = new Uint8Array(12 + sealed.byteLength);
  out.set(iv, 0);
  out.set(new Uint8Array(sealed), 12);
  return toB64Url(out);
}

/** Throws when the token was not produced for this merchant code or was altered. */
export async function decryptCustomerServicePath(merchantCode: string, token: string): Promise<string> {
  const bytes = fromB64Url(token);
  const plain = await crypto.subtle.decrypt(
    { name: 'AES-GCM', iv: bytes.slice(0, 12) },
    await keyFor(merchantCode),
    bytes.slice(12),
  );
  return new TextDecoder().decode(plain);
}
