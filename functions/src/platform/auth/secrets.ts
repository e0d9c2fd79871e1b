import { createHash, randomBytes, randomInt, scrypt, timingSafeEqual } from 'node:crypto';

/** A random id for items: URL-safe, 22 characters (128 bits). */
export function newId(): string {
  return randomBytes(16).toString('base64url');
}

/** A bearer secret: 256 bits, URL-safe. */
export function newSecret(): string {
  return randomBytes(32).toString('base64url');
}

// No 0/O or 1/I/L, so a code read aloud or typed from a phone is not mistaken.
const codeAlphabet = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';

/** A 6-character verification code. */
export function newVerificationCode(): string {
  let code = '';
  for (let i = 0; i < 6; i++) code += codeAlphabet[randomInt(codeAlphabet.length)];
  return code;
}

export function sha256(value: string): string {
  return createHash('sha256').update(value).digest('base64url');
}

/** Compares two strings in time that does not depend on where they differ. */
export function constantTimeEqual(a: string, b: string): boolean {
  const x = createHash('sha256').update(a).digest();
  const y = createHash('sha256').update(b).digest();
  return timingSafeEqual(x, y) && a.length === b.length;
}

// scrypt is memory-hard and ships with Node, so Lambda bundles need no native module.
// N=2^15, r=8 uses 32 MiB per hash: about 60 ms here, slow enough to resist guessing at scale.
const scryptParams = { N: 2 ** 15, r: 8, p: 1, maxmem: 64 * 1024 * 1024 };

function scryptAsync(password: string, salt: Buffer, params = scryptParams): Promise<Buffer> {
  return new Promise((resolve, reject) =>
    scrypt(password.normalize('NFKC'), salt, 32, params, (err, key) => (err ? reject(err) : resolve(key))),
  );
}

/** `scrypt$N$r$p$salt$hash`, so parameters can be raised later without breaking old hashes. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await scryptAsync(password, salt);
  return [
    'scrypt',
    scryptParams.N,
    scryptParams.r,
    scryptParams.p,
    salt.toString('base64url'),
    key.toString('base64url'),
  ].join('$');
}

export async function verifyPassword(password: string, stored: string | undefined): Promise<boolean> {
  // Without a stored hash, still spend the same time, so timing does not tell which accounts have passwords.
  const parts = (stored ?? dummyHash).split('$');
  if (parts.length !== 6 || parts[0] !== 'scrypt') return false;
  const [, n, r, p, salt, hash] = parts;
  const key = await scryptAsync(password, Buffer.from(salt, 'base64url'), {
    N: Number(n),
    r: Number(r),
    p: Number(p),
    maxmem: scryptParams.maxmem,
  });
  const expected = Buffer.from(hash, 'base64url');
  return expected.length === key.length && timingSafeEqual(expected, key) && stored !== undefined;
}

const dummyHash = `scrypt$${2 ** 15}$8$1$${Buffer.alloc(16).toString('base64url')}$${Buffer.alloc(32).toString('base64url')}`;
