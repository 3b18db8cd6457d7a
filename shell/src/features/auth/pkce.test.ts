/** @jest-environment node */
import { createHash } from 'node:crypto';
import { base64Url, challengeFor, createVerifier, randomAlphanumeric } from './pkce';

describe('PKCE (SPEC §4)', () => {
  it('makes a verifier of 128 alphanumeric characters', () => {
    const v = createVerifier();
    expect(v).toMatch(/^[A-Za-z0-9]{128}$/);
    expect(createVerifier()).not.toBe(v);
  });

  it('draws again the bytes that would bias the alphabet', () => {
    // 248..255 are rejected; 0 -> 'A', 61 -> '9', 62 -> 'A' again.
    const fill = (a: Uint8Array<ArrayBuffer>) => {
      a.set([250, 0, 255, 61, 62].slice(0, a.length));
      return a;
    };
    expect(randomAlphanumeric(3, fill)).toBe('A9A');
  });

  it('derives the S256 challenge: SHA-256, URL-safe base64 without padding', async () => {
    const verifier = createVerifier();
    const expected = createHash('sha256').update(verifier).digest('base64url');
    await expect(challengeFor(verifier)).resolves.toBe(expected);
    expect(expected).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(base64Url(new Uint8Array([0xfb, 0xff]))).toBe('-_8');
  });
});
