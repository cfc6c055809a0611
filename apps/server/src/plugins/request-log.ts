import {
  type FastifyReply,
  type FastifyRequest,
  type FastifyServerOptions,
  LogController,
} from 'fastify'
import pino from 'pino'

/**
 * The server's log: pino at `level`, written in batches. Lines wait until 4 KB have gathered or a
 * second has passed, then go out in one system call rather than one each, and a slow reader of
 * the log (a full pipe to journald or docker) never stops the server: past 16 MB waiting, lines
 * are dropped instead. What is waiting is written when the process exits.
 */
export function serverLogger(level: string): FastifyServerOptions['logger'] {
  if (level === 'silent') return { level }
  const stream = pino.destination({
    sync: false,
    minLength: 4096,
    periodicFlush: 1000,
    maxLength: 16 * 1024 * 1024,
  })
  return { level, stream }
}

const writesInfo = (level: string) =>
  (pino.levels.values[level] ?? Number.POSITIVE_INFINITY) <= (pino.levels.values.info ?? 30)

/**
 * One line per answered request (method, URL, client address, status, time) in place of
 * Fastify's two, "incoming request" and "request completed": a cached page costs the server a
 * few tens of microseconds, and the pair of lines was a fifth of that. Fastify's other lines
 * (errors, a route not found) are as they were.
 */
export class OneLinePerRequest extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    // Nothing to build on a request's hot path when its line would not be written.
    if (!error && !writesInfo(reply.log.level)) return
    const line = {
      method: request.method,
      url: request.url,
      ip: request.ip,
      statusCode: reply.statusCode,
      responseTime: reply.elapsedTime,
    }
    if (error) reply.log.error({ ...line, err: error }, 'request errored')
    else reply.log.info(line, 'request completed')
  }
}
