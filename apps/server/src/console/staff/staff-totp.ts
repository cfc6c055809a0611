import { createHash, randomInt } from 'node:crypto'
import { SITE } from '@trippy/contracts/site'
import { generateSecret, generateURI, verify } from 'otplib'
import QRCode from 'qrcode'

/**
 * TOTP as every authenticator app reads it (RFC 6238: SHA-1, 6 digits, 30-second steps), through
 * otplib. A code of the step before or after now is accepted too, for a clock a little off or a
 * code typed as it changed; `afterStep` refuses any step already used, so a code works once.
 */
export const TOTP_PERIOD_SECONDS = 30
const TOLERANCE_SECONDS = TOTP_PERIOD_SECONDS

export const RECOVERY_CODE_COUNT = 10

/** A new secret of 20 random bytes (160 bits, as RFC 4226 recommends), in base32. */
export function newTotpSecret(): string {
  return generateSecret()
}

/** The otpauth:// URL an authenticator app scans: the site as issuer, the member's email. */
export function otpauthUrl(secret: string, email: string): string {
  return generateURI({ issuer: `${SITE.name} Console`, label: email, secret })
}

/** The URL's QR code, drawn on the server as SVG, as a data URL for an <img>. */
export async function qrCodeDataUrl(url: string): Promise<string> {
  const svg = await QRCode.toString(url, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 })
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`
}

/** The time step `code` belongs to, if it is right for `secret` now and later than `afterStep`. */
export async function verifyTotp(
  secret: string,
  code: string,
  afterStep?: number,
): Promise<number | null> {
  const result = await verify({
    secret,
    token: code,
    epochTolerance: TOLERANCE_SECONDS,
    ...(afterStep === undefined ? {} : { afterTimeStep: afterStep }),
  })
  return result.valid && 'timeStep' in result ? result.timeStep : null
}

const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567'

/**
 * Ten recovery codes of 16 base32 characters (80 random bits each), shown as four groups of four.
 * With that much chance in each, a SHA-256 of the code is as good a store as Argon2 and costs
 * nothing to check, where Argon2 would mean ten slow hashes for every code tried.
 */
export function newRecoveryCodes(): string[] {
  return Array.from({ length: RECOVERY_CODE_COUNT }, () => {
    const code = Array.from({ length: 16 }, () => BASE32[randomInt(32)]).join('')
    return code.match(/.{4}/g)?.join('-') ?? code
  })
}

/** The stored form of a recovery code, as RecoveryCodeField leaves it (no dashes, upper case). */
export function hashRecoveryCode(code: string): string {
  return createHash('sha256').update(code.replace(/[\s-]/g, '').toUpperCase()).digest('hex')
}
