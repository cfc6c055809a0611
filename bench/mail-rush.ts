import { spawn } from 'node:child_process'
import { once } from 'node:events'
import { existsSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { simpleParser } from 'mailparser'
import { SMTPServer } from 'smtp-server'
import { openDatabase } from '../apps/server/src/db/database.ts'
import { run } from '../scripts/run.ts'
import { openDeparture, travellerDetails } from './bench-booking.ts'
import { waitUntilAnswering } from './wait-until-answering.ts'

/**
 * The day a season opens: 300 sign-ups at once, then a booking and a password-reset request,
 * against the production server delivering to a local SMTP server. Reports how long after its
 * answer the booking's and the reset's mail reached the SMTP server, how long all 300 welcome
 * mails took, and whether any mail was lost or sent twice. `npm run bench` runs it last;
 * `node bench/mail-rush.ts` runs it alone.
 */
const SIGN_UPS = 300
const PORT = Number(process.env.MAIL_RUSH_PORT ?? 3210)
const TARGETS = { urgentMs: 5_000, welcomeMs: 30_000 }
/** How long to wait for the last mail before counting what is missing as lost. */
const GIVE_UP_MS = 120_000
const PASSWORD = 'kedar-2026-trail'

type Arrival = { to: string; subject: string; at: number }

/** A local SMTP server that notes when each mail arrived, to whom, and its subject. */
async function startSmtpServer() {
  const arrivals: Arrival[] = []
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    closeTimeout: 100,
    onData(stream, session, callback) {
      const at = performance.now()
      simpleParser(stream).then(
        (parsed) => {
          for (const rcpt of session.envelope.rcptTo)
            arrivals.push({ to: rcpt.address, subject: parsed.subject ?? '', at })
          callback()
        },
        (error: Error) => callback(error),
      )
    },
  })
  server.listen(0, '127.0.0.1')
  await once(server.server, 'listening')
  const address = server.server.address()
  if (address === null || typeof address === 'string') throw new Error('No port')
  return {
    url: `smtp://127.0.0.1:${address.port}`,
    arrivals,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}

async function post(baseUrl: string, route: string, body: unknown, token?: string) {
  const response = await fetch(`${baseUrl}${route}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify(body),
  })
  const text = await response.text()
  if (!response.ok) throw new Error(`${route}: ${response.status} ${text}`)
  return { answeredAt: performance.now(), body: JSON.parse(text) as { data: unknown } }
}

const signUp = (baseUrl: string, email: string) =>
  post(baseUrl, '/api/customers/send-otp', {
    firstName: 'Yatri',
    lastName: 'Rush',
    email,
    phone: '+91 98765 43210',
    password: PASSWORD,
  })

async function until(check: () => boolean, ms: number): Promise<boolean> {
  const started = performance.now()
  while (!check()) {
    if (performance.now() - started > ms) return false
    await new Promise((resolve) => setTimeout(resolve, 10))
  }
  return true
}

export type MailRushResult = {
  signUpsMs: number
  bookingMailMs: number | undefined
  resetMailMs: number | undefined
  /** The longest any welcome mail took from its sign-up's answer to the SMTP server. */
  welcomeMs: number | undefined
  /** From the last sign-up's answer to the last welcome mail at the SMTP server. */
  welcomeAfterRushMs: number | undefined
  lost: number
  duplicates: number
}

export async function mailRush(): Promise<MailRushResult> {
  if (!existsSync('apps/web/build/server/index.js')) run('npm', ['run', 'build'])
  const smtp = await startSmtpServer()
  const dataDir = mkdtempSync(path.join(tmpdir(), 'trippy-bench-mail-'))
  const server = spawn('node', ['apps/server/src/server.ts'], {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      // 300 sign-ups from one address: the per-address limits are not this bench's subject.
      RATE_LIMIT_MAX: '100000000',
      AUTH_RATE_LIMIT_MAX: '100000000',
      DATABASE_URL: '',
      REDIS_URL: '',
      SMTP_URL: smtp.url,
    },
  })
  const baseUrl = `http://127.0.0.1:${PORT}`
  try {
    await waitUntilAnswering(`${baseUrl}/api/health`, server)
    // One traveller signed up before the rush, to book and to forget their password after it.
    const booker = `booker.${Date.now()}@example.com`
    await signUp(baseUrl, booker)
    const login = await post(baseUrl, '/api/customers/login', { email: booker, password: PASSWORD })
    const { token } = login.body.data as { token: string }
    if (!(await until(() => smtp.arrivals.some((mail) => mail.to === booker), 10_000)))
      throw new Error('The booker’s welcome mail never came')
    const { db } = openDatabase({ sqlitePath: path.join(dataDir, 'app.db') })
    const departure = await db
      .selectFrom('batches')
      .innerJoin('packages', 'packages.id', 'batches.package_id')
      .select(['batches.id as batchId', 'packages.id as packageId'])
      .where('packages.slug', '=', 'kedarkantha-trek')
      .orderBy('batches.start_date')
      .limit(1)
      .executeTakeFirstOrThrow()
    await openDeparture(db, departure.batchId, 50)
    await db.destroy()

    const travellers = Array.from(
      { length: SIGN_UPS },
      (_, index) => `yatri.${Date.now()}.${index}@example.com`,
    )
    const rushStarted = performance.now()
    const answers = await Promise.all(travellers.map((email) => signUp(baseUrl, email)))
    const answeredAt = new Map(
      travellers.map((email, index) => [email, answers[index]?.answeredAt]),
    )
    const lastAnswer = Math.max(...answers.map((answer) => answer.answeredAt))
    const signUpsMs = lastAnswer - rushStarted
    const booking = await post(
      baseUrl,
      '/api/bookings',
      {
        packageId: departure.packageId,
        batchId: departure.batchId,
        numberOfSeats: 1,
        paymentType: 'advance',
        customerDetails: travellerDetails(0),
      },
      token,
    )
    const reset = await post(baseUrl, '/api/customers/password-reset/request', { email: booker })

    const toBooker = (prefix: string) => () =>
      smtp.arrivals.find((mail) => mail.to === booker && mail.subject.startsWith(prefix))
    const bookingMail = toBooker('Booking received')
    const resetMail = toBooker('Reset your password')
    const rushAddresses = new Set(travellers)
    const welcomes = () => smtp.arrivals.filter((mail) => rushAddresses.has(mail.to))
    await until(
      () =>
        bookingMail() !== undefined &&
        resetMail() !== undefined &&
        new Set(welcomes().map((mail) => mail.to)).size === SIGN_UPS,
      GIVE_UP_MS,
    )
    const welcomed = welcomes()
    const allWelcomed = new Set(welcomed.map((mail) => mail.to)).size === SIGN_UPS
    const welcomeWaits = welcomed.map((mail) => mail.at - (answeredAt.get(mail.to) ?? mail.at))
    const bookingAt = bookingMail()?.at
    const resetAt = resetMail()?.at
    const seen = new Map<string, number>()
    for (const mail of smtp.arrivals) {
      const key = `${mail.to}\n${mail.subject}`
      seen.set(key, (seen.get(key) ?? 0) + 1)
    }
    return {
      signUpsMs,
      bookingMailMs: bookingAt === undefined ? undefined : bookingAt - booking.answeredAt,
      resetMailMs: resetAt === undefined ? undefined : resetAt - reset.answeredAt,
      welcomeMs: allWelcomed ? Math.max(...welcomeWaits) : undefined,
      welcomeAfterRushMs: allWelcomed
        ? Math.max(...welcomed.map((mail) => mail.at)) - lastAnswer
        : undefined,
      lost:
        SIGN_UPS -
        new Set(welcomed.map((mail) => mail.to)).size +
        (bookingAt === undefined ? 1 : 0) +
        (resetAt === undefined ? 1 : 0),
      duplicates: [...seen.values()].reduce((sum, count) => sum + count - 1, 0),
    }
  } finally {
    server.kill('SIGTERM')
    await once(server, 'exit')
    await smtp.close()
    rmSync(dataDir, { recursive: true, force: true })
  }
}

const seconds = (ms: number | undefined) =>
  ms === undefined ? 'never' : `${(ms / 1000).toFixed(2)} s`
const verdict = (ok: boolean) => (ok ? 'met' : 'MISSED')

/** Runs the rush and prints it against its targets; throws when mail was lost or sent twice. */
export async function benchMailRush(): Promise<void> {
  const rush = await mailRush()
  const within = (ms: number | undefined, target: number) => ms !== undefined && ms <= target
  console.log(
    `\nMail rush: ${SIGN_UPS} sign-ups at once (answered in ${seconds(rush.signUpsMs)}), then a booking and a password-reset request; SQLite, SMTP on loopback, SMTP_POOL_SIZE ${process.env.SMTP_POOL_SIZE ?? 5}` +
      `\n  booking mail at the SMTP server ${seconds(rush.bookingMailMs)} after its answer (target ≤ ${seconds(TARGETS.urgentMs)}: ${verdict(within(rush.bookingMailMs, TARGETS.urgentMs))})` +
      `\n  reset mail ${seconds(rush.resetMailMs)} after its answer (target ≤ ${seconds(TARGETS.urgentMs)}: ${verdict(within(rush.resetMailMs, TARGETS.urgentMs))})` +
      `\n  all ${SIGN_UPS} welcome mails: each at most ${seconds(rush.welcomeMs)} after its sign-up's answer (target ≤ ${seconds(TARGETS.welcomeMs)}: ${verdict(within(rush.welcomeMs, TARGETS.welcomeMs))}), the last ${seconds(rush.welcomeAfterRushMs)} after the last sign-up's answer` +
      `\n  lost ${rush.lost}, sent twice ${rush.duplicates}`,
  )
  if (rush.lost > 0 || rush.duplicates > 0) throw new Error('The mail rush lost or repeated mail')
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href)
  await benchMailRush()
