import { createHmac, timingSafeEqual } from 'node:crypto';
import { env } from '../env';

/** The manifest's signature file beside manifest.json in every archive (decision 029). */
export const MANIFEST_SIGNATURE = 'manifest.sig';

/** BACKUP_KEY, or a message saying how to set it. */
export function backupKey(given?: string): string {
  const key = given ?? env().BACKUP_KEY;
  if (!key)
    throw new BackupKeyMissing(
      'BACKUP_KEY is not set: archives are signed with it and restored only with it. ' +
        'Make one with `openssl rand -hex 32`, put it in the settings and keep a copy away from the server.',
    );
  return key;
}

export class BackupKeyMissing extends Error {}

/** HMAC-SHA256 of the manifest's exact bytes, as hex (the content of manifest.sig, without the newline). */
export function signManifest(manifest: Uint8Array, key: string): string {
  return createHmac('sha256', key).update(manifest).digest('hex');
}

/** True when `signature` (manifest.sig's content) is the manifest's signature under `key`. */
export function manifestSignatureValid(manifest: Uint8Array, signature: string, key: string): boolean {
  const given = Buffer.from(signature.trim(), 'utf8');
  const expected = Buffer.from(signManifest(manifest, key), 'utf8');
  return given.length === expected.length && timingSafeEqual(given, expected);
}
