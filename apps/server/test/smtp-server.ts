import { once } from 'node:events'
import net from 'node:net'
import { type ParsedMail, simpleParser } from 'mailparser'
import { SMTPServer } from 'smtp-server'
import { onTestFinished } from 'vitest'

/** A message the test SMTP server received: its envelope and the parsed message. */
export type ReceivedMail = {
  /** RCPT TO addresses. */
  to: string[]
  from: string
  subject: string
  text: string
  html: string
  headers: ParsedMail['headers']
  /** Each header as sent, `Name: value`, long lines unfolded. */
  rawHeaders: string[]
  attachments: ParsedMail['attachments']
}

/**
 * A real SMTP server (the `smtp-server` package) on `port` (a free loopback port by default),
 * standing in for the operator's mail provider: everything it accepts is parsed (mailparser) into
 * `received`, and `mostAtOnce()` says how many sessions it had open at once. `stop()` drops open
 * sessions at once (with a 421), as a provider going down would; it can then be started again on
 * the same port. Stopped when the test finishes.
 */
export async function startSmtpServer({ port = 0 }: { port?: number } = {}) {
  const received: ReceivedMail[] = []
  let open = 0
  let mostAtOnce = 0
  const server = new SMTPServer({
    authOptional: true,
    // Plain SMTP on loopback: nodemailer would otherwise upgrade to TLS with no certificate.
    disabledCommands: ['STARTTLS'],
    logger: false,
    closeTimeout: 50,
    onConnect(_session, callback) {
      open++
      mostAtOnce = Math.max(mostAtOnce, open)
      callback()
    },
    onClose() {
      open--
    },
    onData(stream, session, callback) {
      simpleParser(stream).then(
        (parsed) => {
          received.push({
            to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            subject: parsed.subject ?? '',
            text: parsed.text ?? '',
            html: typeof parsed.html === 'string' ? parsed.html : '',
            headers: parsed.headers,
            rawHeaders: parsed.headerLines.map((header) =>
              header.line.replace(/\r?\n[ \t]+/g, ' '),
            ),
            attachments: parsed.attachments,
          })
          callback()
        },
        (error: Error) => callback(error),
      )
    },
  })
  server.listen(port, '127.0.0.1')
  await once(server.server, 'listening')
  const address = server.server.address()
  if (address === null || typeof address === 'string') throw new Error('No port')
  let stopped = false
  const stop = async () => {
    if (stopped) return
    stopped = true
    await new Promise<void>((resolve) => server.close(() => resolve()))
  }
  onTestFinished(stop)
  return {
    port: address.port,
    url: `smtp://127.0.0.1:${address.port}`,
    received,
    mostAtOnce: () => mostAtOnce,
    stop,
  }
}

/** An SMTP URL nothing listens on: a port taken from the system and given back at once. */
export async function closedSmtpUrl(): Promise<string> {
  const probe = net.createServer().listen(0, '127.0.0.1')
  await once(probe, 'listening')
  const address = probe.address()
  if (address === null || typeof address === 'string') throw new Error('No port')
  await new Promise<void>((resolve) => probe.close(() => resolve()))
  return `smtp://127.0.0.1:${address.port}`
}
