import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

const IV_BYTES = 12;
const TAG_BYTES = 16;

export interface VaultKey {
  id: string;
  /** 32 bytes (AES-256). */
  key: Buffer;
}

/**
 * AES-256-GCM; the result is base64 of iv ‖ ciphertext ‖ tag. `context` (the token) is bound as
 * additional data, so a ciphertext copied onto another row does not decrypt there.
 */
export function encrypt(plaintext: string, key: VaultKey, context: string): { ciphertext: string; keyId: string } {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', key.key, iv, { authTagLength: TAG_BYTES });
  cipher.setAAD(Buffer.from(context, 'utf8'));
  const body = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
  return { ciphertext: Buffer.concat([iv, body, cipher.getAuthTag()]).toString('base64'), keyId: key.id };
}

/** Throws when the key is not the one named, or the ciphertext, tag or context was tampered with. */
export function decrypt(ciphertext: string, keyId: string, key: VaultKey, context: string): string {
  if (keyId !== key.id) throw new Error(`vault: no key ${keyId} loaded`);
  const raw = Buffer.from(ciphertext, 'base64');
  if (raw.length < IV_BYTES + TAG_BYTES + 1) throw new Error('vault: ciphertext too short');
  const decipher = createDecipheriv('aes-256-gcm', key.key, raw.subarray(0, IV_BYTES), { authTagLength: TAG_BYTES });
  decipher.setAAD(Buffer.from(context, 'utf8'));
  decipher.setAuthTag(raw.subarray(raw.length - TAG_BYTES));
  return Buffer.concat([decipher.update(raw.subarray(IV_BYTES, raw.length - TAG_BYTES)), decipher.final()]).toString('utf8');
}
