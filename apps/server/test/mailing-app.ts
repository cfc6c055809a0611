import { until } from './live.ts'
import { type ReceivedMail, startSmtpServer } from './smtp-server.ts'
import { createTestApp } from './test-app.ts'

export const MAIL_PUBLIC_URL = 'https://trips.example.in'

/**
 * An app whose own mail worker delivers to a real SMTP server (test/smtp-server.ts), polling
 * every 20 ms, so a test waits for delivery, not for the next poll. It is the only worker: a
 * second one started by the test would race it for each mail.
 */
export async function mailingApp(overrides: Record<string, string> = {}) {
  const smtp = await startSmtpServer()
  const app = await createTestApp(
    { SMTP_URL: smtp.url, PUBLIC_URL: MAIL_PUBLIC_URL, ...overrides },
    { mailDelivery: { pollMs: 20 } },
  )
  return { app, smtp }
}

/** Waits for the `nth` mail (from 1) to `to` whose subject starts with `subject`. */
export async function mailTo(
  smtp: { received: ReceivedMail[] },
  to: string,
  subject: string,
  nth = 1,
): Promise<ReceivedMail> {
  const found = () =>
    smtp.received.filter((mail) => mail.to.includes(to) && mail.subject.startsWith(subject))
  await until(() => found().length >= nth)
  return found()[nth - 1] as ReceivedMail
}

/** The token of the first link to `path` in a mail's text (links stand alone on their line). */
export function tokenIn(text: string, path: string): string {
  const escaped = path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
  const token = new RegExp(`${escaped}\\?token=([A-Za-z0-9_-]+)`).exec(text)?.[1]
  if (!token) throw new Error(`no ${path} link in the mail`)
  return token
}
