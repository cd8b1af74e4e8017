import { describe, expect, it } from 'vitest';
import { manifestSignatureValid, signManifest } from './signature.server';

const key = 'a'.repeat(64);
const manifest = Buffer.from('{"format":1}\n');

describe('manifest signature', () => {
  it('accepts the manifest it signed, with or without the trailing newline of manifest.sig', () => {
    const signature = signManifest(manifest, key);
    expect(signature).toMatch(/^[0-9a-f]{64}$/);
    expect(manifestSignatureValid(manifest, `${signature}\n`, key)).toBe(true);
  });

  it('refuses a changed manifest, another key, and a signature of the wrong length', () => {
    const signature = signManifest(manifest, key);
    expect(manifestSignatureValid(Buffer.from('{"format":1} \n'), signature, key)).toBe(false);
    expect(manifestSignatureValid(manifest, signature, 'b'.repeat(64))).toBe(false);
    expect(manifestSignatureValid(manifest, signature.slice(0, 10), key)).toBe(false);
    expect(manifestSignatureValid(manifest, '', key)).toBe(false);
  });
});
