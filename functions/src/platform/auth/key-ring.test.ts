import { describe, expect, it } from 'vitest';
import { errors, jwtVerify, SignJWT } from 'jose';
import { keyRing, type SigningKeys } from './key-ring';

const key = (label: string) => new TextEncoder().encode(label.padEnd(40, `-${label}`));
const k0 = key('zero');
const k1 = key('one');
const k2 = key('two');

const sign = (with_: Uint8Array) =>
  new SignJWT({}).setProtectedHeader({ alg: 'HS256' }).setIssuer('test').setExpirationTime('15m').sign(with_);

/** What the functions do with a token (signing-key.ts verifySignedJwt): null when no key made the signature. */
function verify(ring: ReturnType<typeof keyRing>, token: string) {
  return ring.firstAccepted(async (k) => {
    try {
      return (await jwtVerify(token, k, { issuer: 'test' })).payload;
    } catch (e) {
      if (e instanceof errors.JWSSignatureVerificationFailed) return null;
      throw e;
    }
  });
}

/** Secrets Manager's AWSCURRENT and AWSPREVIOUS as a rotation moves them, and a clock. */
function secretStore(initial: SigningKeys) {
  let keys = initial;
  let reads = 0;
  let t = 0;
  return {
    load: async () => {
      reads += 1;
      return keys;
    },
    rotate: (next: Uint8Array) => {
      keys = { current: next, previous: keys.current };
    },
    now: () => t,
    advance: (ms: number) => {
      t += ms;
    },
    reads: () => reads,
  };
}

const options = { maxAgeMs: 300_000, missReloadMs: 30_000 };

describe('the signing key ring', () => {
  it('accepts a token signed with the previous key after a rotation, so sessions are not cut', async () => {
    const store = secretStore({ current: k0, previous: null });
    const ring = keyRing({ ...options, load: store.load, now: store.now });
    const before = await sign(await ring.signingKey());
    store.rotate(k1);
    store.advance(options.maxAgeMs);
    expect(await ring.signingKey()).toEqual(k1);
    expect(await verify(ring, before)).toMatchObject({ iss: 'test' });
    expect(await verify(ring, await sign(k1))).toMatchObject({ iss: 'test' });
  });

  it('refuses a token signed with a key two rotations old, or with a key it never had', async () => {
    const store = secretStore({ current: k0, previous: null });
    const ring = keyRing({ ...options, load: store.load, now: store.now });
    const old = await sign(k0);
    store.rotate(k1);
    store.rotate(k2);
    store.advance(options.maxAgeMs);
    expect(await verify(ring, old)).toBeNull();
    expect(await verify(ring, await sign(key('forged')))).toBeNull();
  });

  it('reads the keys again when a signature matches neither, so a container accepts a key another container signs with first', async () => {
    const store = secretStore({ current: k0, previous: null });
    const ring = keyRing({ ...options, load: store.load, now: store.now });
    await ring.signingKey();
    store.rotate(k1);
    store.advance(options.missReloadMs);
    // Still within maxAgeMs: without the read on a miss this container would refuse every token of the new key.
    expect(await verify(ring, await sign(k1))).toMatchObject({ iss: 'test' });
    expect(store.reads()).toBe(2);
    expect(await ring.signingKey()).toEqual(k1);
  });

  it('reads the keys again on a miss at most once per missReloadMs, so bad tokens cannot flood Secrets Manager', async () => {
    const store = secretStore({ current: k0, previous: null });
    const ring = keyRing({ ...options, load: store.load, now: store.now });
    const forged = await sign(key('forged'));
    await ring.signingKey();
    store.advance(options.missReloadMs);
    for (let i = 0; i < 5; i++) expect(await verify(ring, forged)).toBeNull();
    expect(store.reads()).toBe(2);
    store.advance(options.missReloadMs);
    await verify(ring, forged);
    expect(store.reads()).toBe(3);
  });

  it('keeps the pair it read until maxAgeMs, then signs with the rotated key', async () => {
    const store = secretStore({ current: k0, previous: null });
    const ring = keyRing({ ...options, load: store.load, now: store.now });
    await ring.signingKey();
    store.rotate(k1);
    store.advance(options.maxAgeMs - 1);
    expect(await ring.signingKey()).toEqual(k0);
    store.advance(1);
    expect(await ring.signingKey()).toEqual(k1);
    expect(store.reads()).toBe(2);
  });

  it('does not keep a failed read', async () => {
    let fail = true;
    const ring = keyRing({
      ...options,
      load: async () => {
        if (fail) throw new Error('Secrets Manager unavailable');
        return { current: k2, previous: null };
      },
    });
    await expect(ring.signingKey()).rejects.toThrow('unavailable');
    fail = false;
    expect(await ring.signingKey()).toEqual(k2);
  });
});
