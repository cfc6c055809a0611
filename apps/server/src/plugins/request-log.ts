import { hostname } from 'node:os'
import {
  type FastifyBaseLogger,
  type FastifyReply,
  type FastifyRequest,
  LogController,
} from 'fastify'
import fp from 'fastify-plugin'
import pino, {
  type Bindings,
  type ChildLoggerOptions,
  type DestinationStream,
  type Level,
  type Logger,
} from 'pino'

declare module 'fastify' {
  interface FastifyInstance {
    /** Writes out every line the log still holds; resolves once they are written. */
    flushLog(): Promise<void>
  }
}

/** Writes a request's line; `responseTime` in milliseconds from its arrival to its answer. */
export type RequestLineWriter = (
  request: FastifyRequest,
  reply: FastifyReply,
  responseTime: number,
) => void

/**
 * The server's log: pino at `level`, written in batches (`batchedStdout`), and the writer of the
 * request lines, which go to the same place in the same order. Tests pass a `stream`.
 */
export function serverLogger(
  level: string,
  stream?: DestinationStream,
): { log: Logger; writeRequestLine: RequestLineWriter } {
  const destination = stream ?? (level === 'silent' ? undefined : batchedStdout())
  // pino's own default, named so that the request lines written by hand carry it too.
  const base = { pid: process.pid, hostname: hostname() }
  // A request or reply in a line (Fastify's own lines hold them) is written as what says which.
  const serializers = {
    req: (request: FastifyRequest) => ({ method: request.method, url: request.url }),
    res: (reply: FastifyReply) => ({ statusCode: reply.statusCode }),
  }
  const log = pino({ level, base, serializers }, destination)
  const writeLine = destination ? (line: string) => destination.write(line) : () => undefined
  return { log, writeRequestLine: requestLineWriter(base, writeLine) }
}

/**
 * Standard output, written in batches. Lines wait until 16 KB have gathered or a second has
 * passed, then go out in one system call rather than one each, and a slow reader of the log (a
 * full pipe to journald or docker) never stops the server: past 16 MB waiting, lines are dropped
 * instead. What is waiting is written when the server closes (`flushLog`, shutdown.ts) and,
 * whatever ends the process, when it exits (pino writes it then, synchronously; and at once
 * after a fatal line).
 *
 * Each line is handed over as bytes (`contentMode: 'buffer'`). Given strings, SonicBoom keeps the
 * batch as one string and measures it whole (`Buffer.byteLength`, which first copies it flat) at
 * every line added, then encodes it twice to write it: about half of what a line cost to write
 * (0.9 of 1.9 us), and more the larger the batch. In bytes, a larger batch costs nothing more
 * per line, and each write handed to libuv's thread pool (a wake-up on the server's CPU) is
 * shared by four times as many lines as with 4 KB.
 */
function batchedStdout(): DestinationStream {
  // In buffer mode SonicBoom's `write` takes bytes, which its types (strings only) do not say.
  const destination = pino.destination({
    sync: false,
    minLength: 16 * 1024,
    maxWrite: 32 * 1024,
    periodicFlush: 1000,
    maxLength: 16 * 1024 * 1024,
    contentMode: 'buffer',
  }) as unknown as BytesDestination
  const batched: DestinationStream & Omit<BytesDestination, 'write'> = {
    // `destination.write` is looked up at each line: on a broken pipe pino replaces it.
    write: (line: string) => destination.write(Buffer.from(line)),
    flush: (callback) => destination.flush(callback),
    flushSync: () => destination.flushSync(),
  }
  return batched
}

type BytesDestination = {
  write(bytes: Buffer): boolean
  flush(callback?: (error?: Error) => void): void
  flushSync(): void
}

/**
 * Resolves once every line `log` holds has been written, or after `withinMs` if it never says so:
 * a log whose reader has gone (a broken pipe) stops writing and never calls back, and a shutdown
 * must not wait for it.
 */
export function flushLog(log: Logger, withinMs = 1_000): Promise<void> {
  return new Promise((resolve) => {
    const givenUp = setTimeout(resolve, withinMs)
    log.flush(() => {
      clearTimeout(givenUp)
      resolve()
    })
  })
}

/**
 * The logger of each request: a child of the server's log bound to the request's id. Fastify's
 * own logger stays off (`logger: false`) and this factory gives requests the server's log
 * instead: with a logger of its own, Fastify listens for the end of every response to time its
 * request line, at any level, and that was 12-26 % of the server's time per cached answer
 * (schedstat over alternating wrk turns: /api/packages 44.0 -> 38.8 us, / 53.7 -> 39.8 us).
 * Request lines are timed only when they are written (`requestLines`).
 */
export function requestLoggers(log: Logger) {
  return (_fastifysOwn: FastifyBaseLogger, bindings: Bindings, options: ChildLoggerOptions) =>
    new RequestLogger(log, bindings, options)
}

/**
 * A request's logger that becomes a pino child of the server's log only when the request writes a
 * line of its own. Most requests never do (their one line is written by `requestLines`), and a
 * child per request, made and dropped, was about 2 % of the server's time per cached answer.
 */
export class RequestLogger implements FastifyBaseLogger {
  #child: Logger | undefined
  readonly #server: Logger
  readonly #bindings: Bindings
  readonly #options: ChildLoggerOptions
  /** `performance.now()` when Fastify made the request (and so its logger): its line's start. */
  readonly receivedAt = performance.now()

  constructor(server: Logger, bindings: Bindings, options: ChildLoggerOptions) {
    this.#server = server
    this.#bindings = bindings
    this.#options = options
  }

  #own(): Logger {
    this.#child ??= this.#server.child(this.#bindings, this.#options)
    return this.#child
  }

  #write(level: Level, args: unknown[]): void {
    if (!(this.#child ?? this.#server).isLevelEnabled(level)) return
    const child = this.#own()
    Reflect.apply(child[level], child, args)
  }

  get level(): string {
    return (this.#child ?? this.#server).level
  }

  set level(level: string) {
    this.#own().level = level
  }

  fatal(...args: unknown[]): void {
    this.#write('fatal', args)
  }
  error(...args: unknown[]): void {
    this.#write('error', args)
  }
  warn(...args: unknown[]): void {
    this.#write('warn', args)
  }
  info(...args: unknown[]): void {
    this.#write('info', args)
  }
  debug(...args: unknown[]): void {
    this.#write('debug', args)
  }
  trace(...args: unknown[]): void {
    this.#write('trace', args)
  }
  silent(): void {}

  child(bindings: Bindings, options?: ChildLoggerOptions): Logger {
    return this.#own().child(bindings, options)
  }
}

/** What a request's line says: method, URL, client address, status and time. */
const lineOf = (request: FastifyRequest, reply: FastifyReply) => ({
  method: request.method,
  url: request.url,
  ip: request.ip,
  statusCode: reply.statusCode,
  responseTime: reply.elapsedTime,
})

/**
 * Fastify's own per-request lines: no "incoming request", and "request completed" is written by
 * `requestLines`; only a response that failed on its way out is written here, as an error.
 * Fastify calls `requestCompleted` only where it listens for the end of responses, in a scope with
 * an `onResponse` hook: the console's package routes, where `@fastify/multipart` adds one. Without
 * this override their requests would each write a second "request completed" line.
 */
export class OneLinePerRequest extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    if (error) reply.log.error({ ...lineOf(request, reply), err: error }, 'request errored')
  }
}

/**
 * Writes each request's line as pino writes
 * `log.info({ reqId, method, url, ip, statusCode, responseTime }, 'request completed')`, the same
 * JSON in the same order, but put together directly: pino's way (the fields gathered in an
 * object, then each looked up for a serializer and written in turn) cost about 1 us a line, this
 * about a third of it. `base` is the log's own (pid and hostname).
 */
export function requestLineWriter(
  base: Record<string, unknown>,
  writeLine: (line: string) => void,
): RequestLineWriter {
  const bound = JSON.stringify(base).slice(1, -1)
  const head = `{"level":${pino.levels.values.info},"time":`
  const afterTime = bound === '' ? ',"reqId":' : `,${bound},"reqId":`
  return (request, reply, responseTime) => {
    // Every string here may come from the client, so each is escaped; the address may be gone.
    const ip = request.ip
    writeLine(
      head +
        Date.now() +
        afterTime +
        JSON.stringify(request.id) +
        ',"method":' +
        JSON.stringify(request.method) +
        ',"url":' +
        JSON.stringify(request.url) +
        (ip === undefined ? '' : ',"ip":' + JSON.stringify(ip)) +
        ',"statusCode":' +
        reply.statusCode +
        ',"responseTime":' +
        responseTime +
        ',"msg":"request completed"}\n',
    )
  }
}

/**
 * One line per answered request when the log writes info, in place of Fastify's two, "incoming
 * request" and "request completed". It is written as the answer is handed to the socket
 * (`onSend`), its time that of the answer's first byte: an `onResponse` hook would make Fastify
 * listen for the end of every response ('finish' and 'error' on each, then a hook runner), the
 * cost Fastify's own logger was turned off for. So a response that fails on its way out (a client
 * gone away) is logged with the status it was sent with. Below info the hook is not added. The
 * line carries the request's id but is written without the request's child logger, so that a request
 * writing nothing else never needs one.
 */
export const requestLines = (log: Logger, writeRequestLine: RequestLineWriter) =>
  fp(
    async (app) => {
      if (!log.isLevelEnabled('info')) return
      app.addHook('onSend', (request, reply, payload, done) => {
        // Timed from the request's logger, made with the request, rather than from an onRequest
        // hook of its own noting the time, one more function on every request.
        const now = performance.now()
        const receivedAt = request.log instanceof RequestLogger ? request.log.receivedAt : now
        writeRequestLine(request, reply, now - receivedAt)
        done(null, payload)
      })
    },
    { name: 'request-lines' },
  )
