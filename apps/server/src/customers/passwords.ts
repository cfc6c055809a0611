import { hash, verify } from '@node-rs/argon2'

// @node-rs/argon2 defaults to Argon2id with 19 MiB, 2 passes and 1 lane: OWASP's baseline.
export function hashPassword(password: string): Promise<string> {
  return hash(password)
}

let dummyHash: Promise<string> | undefined

/**
 * Checks a password against a stored hash. Without a hash (unknown email) it still does the same
 * work against a throwaway hash, so the answer takes as long whether the account exists or not.
 */
export async function verifyPassword(
  storedHash: string | null,
  password: string,
): Promise<boolean> {
  if (storedHash === null) {
    dummyHash ??= hash('not-a-real-password')
    await verify(await dummyHash, password)
    return false
  }
  return verify(storedHash, password)
}
