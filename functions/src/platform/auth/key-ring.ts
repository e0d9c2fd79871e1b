/**
 * The signing key's overlap while it rotates (infra/aws/token-secret.ts rotates it in Secrets Manager): tokens are
 * signed with the current key and accepted when signed with the current or the previous one, so a rotation cuts no
 * session, drop link or sign-in in flight. What a container holds is read again after `maxAgeMs`, and at once (at
 * most every `missReloadMs`) when a token's signature matches neither key: another container may already sign with
 * a key this one has not read yet.
 */

/** The functions refuse a shorter key; the rotation never makes one (token-rotation.ts). */
export const minimumKeyLength = 32;

/** The versions a rotation leaves: AWSCURRENT and AWSPREVIOUS (none before the first rotation). */
export interface SigningKeys {
  current: Uint8Array;
  previous: Uint8Array | null;
}

export interface KeyRingOptions {
  load: () => Promise<SigningKeys>;
  now?: () => number;
  /** A held pair is read again after this long. */
  maxAgeMs: number;
  /** After a signature matched neither key, read again if the pair is at least this old (bad tokens cannot flood the store). */
  missReloadMs: number;
}

export interface KeyRing {
  /** The key new tokens are signed with. */
  signingKey(): Promise<Uint8Array>;
  /**
   * The first non-null answer of `check` over the keys, current first; on none, the keys are read again (when the
   * pair is old enough) and tried once more. `check` answers null for a signature the key does not make.
   */
  firstAccepted<T>(check: (key: Uint8Array) => Promise<T | null>): Promise<T | null>;
}

export function keyRing(options: KeyRingOptions): KeyRing {
  const now = options.now ?? Date.now;
  let held: { keys: Promise<SigningKeys>; at: number } | undefined;

  const read = (): Promise<SigningKeys> => {
    const keys = options.load();
    const entry = { keys, at: now() };
    held = entry;
    // A failed read is not kept: the next call tries again instead of the container failing until recycled.
    keys.catch(() => {
      if (held === entry) held = undefined;
    });
    return keys;
  };
  const keys = (): Promise<SigningKeys> => (held && now() - held.at < options.maxAgeMs ? held.keys : read());

  async function tryKeys<T>(pair: SigningKeys, check: (key: Uint8Array) => Promise<T | null>): Promise<T | null> {
    for (const key of pair.previous ? [pair.current, pair.previous] : [pair.current]) {
      const accepted = await check(key);
      if (accepted !== null) return accepted;
    }
    return null;
  }

  return {
    signingKey: async () => (await keys()).current,
    async firstAccepted(check) {
      const pair = await keys();
      const accepted = await tryKeys(pair, check);
      if (accepted !== null || !held || now() - held.at < options.missReloadMs) return accepted;
      return tryKeys(await read(), check);
    },
  };
}
