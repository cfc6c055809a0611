import { createHash } from 'node:crypto'
import { isIPv4, isIPv6 } from 'node:net'
import { setTimeout as sleep } from 'node:timers/promises'
import { LOGIN_FAILURE_LIMIT, LOGIN_FAILURE_WINDOW_MS } from '@trippy/contracts'
import type { FastifyInstance } from 'fastify'
import type { Redis } from 'ioredis'
import type { Kysely } from 'kysely'
import type { Database } from '../db/index.ts'
import { HttpError } from '../http-error.ts'
import { whileRedisAnswers } from '../plugins/index.ts'
import {
  countAttempt,
  deleteExpiredAttempts,
  forgiveAttempts,
} from './login-attempts.repository.ts'

/**
 * Password guesses, counted over a 15-minute window under three keys:
 * - the address: at LOGIN_FAILURE_LIMIT it is refused, whatever email it tries;
 * - the email at that address: forgiven, and taken off the other two, when its password is
 *   right, so an owner's own typos never count against them or their network;
 * - the email from anywhere: past the limit each attempt waits (a customer's LOGIN_SLOWDOWN_MS,
 *   a member of staff's longer with each guess, see staffWait), and is never refused, so nobody
 *   elsewhere can lock the owner out.
 * A guess is reserved before the password is checked, in one atomic step per store, so a
 * parallel burst gets no more guesses than a serial one. Keys are hashes: no store keeps an
 * email or an address. Staff sign-in counts under keys of its own (throttleKeys' scope), so a
 * customer account and a staff account with one email, or one office address, never share a count.
 */
export type LoginThrottle = {
  /** Takes one guess for this attempt, or refuses it without counting anything. */
  reserve(keys: ThrottleKeys): Promise<Admission>
  /** The password was right: forgives this email's guesses at this address. */
  succeeded(keys: ThrottleKeys): Promise<void>
}

export type ThrottleKeys = { address: string; pair: string; email: string }
/** Refused, or let through with the email's count of guesses in the window, this one included. */
export type Admission = { refused: true } | { refused: false; emailGuesses: number }

/** How long a customer's attempt at an email that has seen too many guesses waits. */
export const LOGIN_SLOWDOWN_MS = 1000

/** The longest a staff sign-in attempt waits, however many guesses its email has seen. */
export const STAFF_MAX_WAIT_MS = 30_000

/** A customer's wait: a second once the email is past the limit. */
export function customerWait(emailGuesses: number): number {
  return emailGuesses > LOGIN_FAILURE_LIMIT ? LOGIN_SLOWDOWN_MS : 0
}

/**
 * A member of staff's wait: a second more for each guess past the limit, up to 30 s. The console
 * moves money and holds every traveller's ID numbers, so guessing at it costs more as it goes on.
 */
export function staffWait(emailGuesses: number): number {
  return Math.min(STAFF_MAX_WAIT_MS, Math.max(0, emailGuesses - LOGIN_FAILURE_LIMIT) * 1000)
}

export type ThrottleScope = 'customer' | 'staff'

export function throttleKeys(
  email: string,
  address: string,
  scope: ThrottleScope = 'customer',
): ThrottleKeys {
  const digest = (value: string) => createHash('sha256').update(value).digest('hex')
  const network = clientNetwork(address)
  const prefix = scope === 'staff' ? 'staff-' : ''
  return {
    address: `${prefix}address:${digest(network)}`,
    pair: `${prefix}pair:${digest(JSON.stringify([email, network]))}`,
    email: `${prefix}email:${digest(email)}`,
  }
}

/**
 * Takes a guess from the throttle before a password or code is checked: 429 with `message` for
 * an address that has guessed too often, a pause (`wait`, by the email's count) when the email has.
 */
export async function takeGuess(
  throttle: LoginThrottle,
  keys: ThrottleKeys,
  wait: (emailGuesses: number) => number,
  message: string,
): Promise<void> {
  const admission = await throttle.reserve(keys)
  if (admission.refused) throw new HttpError(429, message)
  const ms = wait(admission.emailGuesses)
  if (ms > 0) await sleep(ms)
}

/**
 * The address a client is counted by: IPv6 clients are handed a /64 each, so they are counted
 * by it (as @fastify/rate-limit does), and an IPv4-mapped IPv6 address is its IPv4 address.
 */
export function clientNetwork(address: string): string {
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(address)?.[1]
  if (mapped && isIPv4(mapped)) return mapped
  if (!isIPv6(address)) return address
  let text = address.split('%')[0] ?? ''
  const dotted = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text)
  if (dotted) {
    const [a = 0, b = 0, c = 0, d = 0] = dotted.slice(1).map(Number)
    text = `${text.slice(0, dotted.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`
  }
  const [head = '', tail] = text.split('::')
  const left = head ? head.split(':') : []
  const right = tail ? tail.split(':') : []
  const groups =
    tail === undefined
      ? left
      : [...left, ...Array<string>(8 - left.length - right.length).fill('0'), ...right]
  return `${groups
    .slice(0, 4)
    .map((group) => Number.parseInt(group, 16).toString(16))
    .join(':')}::/64`
}

function admission(emailCount: number | undefined): Admission {
  return emailCount === undefined ? { refused: true } : { refused: false, emailGuesses: emailCount }
}

// KEYS: address, pair, email. ARGV: limit, window (ms). The email's count, or -1 when refused.
const RESERVE_SCRIPT = `
if tonumber(redis.call('GET', KEYS[1]) or '0') >= tonumber(ARGV[1]) then return -1 end
local count = 0
for _, key in ipairs(KEYS) do
  count = redis.call('INCR', key)
  if count == 1 or redis.call('PTTL', key) < 0 then redis.call('PEXPIRE', key, ARGV[2]) end
end
return count
`

// KEYS: pair, then the keys to take its count off. Answers that count.
const FORGIVE_SCRIPT = `
local count = tonumber(redis.call('GET', KEYS[1]) or '0')
redis.call('DEL', KEYS[1])
if count == 0 then return 0 end
for i = 2, #KEYS do
  if tonumber(redis.call('GET', KEYS[i]) or '0') <= count then
    redis.call('DEL', KEYS[i])
  else
    redis.call('DECRBY', KEYS[i], count)
  end
end
return count
`

/** Shared by every process: counters in Redis, each expiring 15 minutes after its first guess. */
export function createRedisLoginThrottle(redis: Redis, keyPrefix: string): LoginThrottle {
  const prefix = `${keyPrefix}login-attempts:`
  return {
    async reserve(keys) {
      const count = await redis.eval(
        RESERVE_SCRIPT,
        3,
        prefix + keys.address,
        prefix + keys.pair,
        prefix + keys.email,
        LOGIN_FAILURE_LIMIT,
        LOGIN_FAILURE_WINDOW_MS,
      )
      return admission(Number(count) < 0 ? undefined : Number(count))
    },
    async succeeded(keys) {
      await redis.eval(
        FORGIVE_SCRIPT,
        3,
        prefix + keys.pair,
        prefix + keys.address,
        prefix + keys.email,
      )
    },
  }
}

/** Without Redis: a counter row per key, raised by an atomic upsert. */
export function createDatabaseLoginThrottle(db: Kysely<Database>): LoginThrottle {
  return {
    async reserve(keys) {
      const now = new Date()
      const window = {
        now: now.toISOString(),
        expiresAt: new Date(now.getTime() + LOGIN_FAILURE_WINDOW_MS).toISOString(),
      }
      await deleteExpiredAttempts(db, window.now)
      // The address is the gate; once it has a guess the other two only count.
      if ((await countAttempt(db, keys.address, window, LOGIN_FAILURE_LIMIT)) === undefined) {
        return { refused: true }
      }
      await countAttempt(db, keys.pair, window)
      return admission(await countAttempt(db, keys.email, window))
    },
    async succeeded(keys) {
      await forgiveAttempts(db, keys.pair, [keys.address, keys.email], new Date().toISOString())
    },
  }
}

/** Redis while it answers, the database while it does not: Redis never stops a sign-in. */
export function withDatabaseFallback(
  redis: Redis,
  shared: LoginThrottle,
  local: LoginThrottle,
  onFallback: (error: unknown) => void,
): LoginThrottle {
  const use = <T>(call: (throttle: LoginThrottle) => Promise<T>): Promise<T> =>
    whileRedisAnswers(
      redis,
      () => call(shared),
      () => call(local),
      onFallback,
    )
  return {
    reserve: (keys) => use((throttle) => throttle.reserve(keys)),
    succeeded: (keys) => use((throttle) => throttle.succeeded(keys)),
  }
}

/**
 * The app's throttle: counted in Redis when there is one, so every process sees the same count,
 * and in the database while Redis is away.
 */
export function createLoginThrottle(app: FastifyInstance): LoginThrottle {
  const inDatabase = createDatabaseLoginThrottle(app.db)
  return app.redis
    ? withDatabaseFallback(
        app.redis,
        createRedisLoginThrottle(app.redis, app.env.REDIS_PREFIX),
        inDatabase,
        (error) => app.log.warn({ err: error }, 'Sign-in guesses counted in the database'),
      )
    : inDatabase
}
