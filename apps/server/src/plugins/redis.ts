import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { Redis } from 'ioredis'

declare module 'fastify' {
  interface FastifyInstance {
    /** The app's one Redis connection when REDIS_URL is set: rate limits, sign-in counters, publishing. */
    redis: Redis | undefined
  }
}

/**
 * A connected client, or the start fails: commands are never queued on a connection that may
 * never come, to fail unhandled when the app closes. Errors after that are logged, not thrown,
 * and the client reconnects by itself; every user of it must cope with a failed command.
 * Pass the shared client to get a connection of its own (a subscriber cannot run commands).
 */
export async function connectRedis(
  app: FastifyInstance,
  source: string | Redis,
  purpose: string,
): Promise<Redis> {
  const client =
    typeof source === 'string'
      ? new Redis(source, {
          connectTimeout: 2000,
          maxRetriesPerRequest: 1,
          lazyConnect: true,
          // While Redis is away a command fails at once, so its caller falls back at once
          // instead of queueing; ioredis keeps reconnecting by itself in the background.
          enableOfflineQueue: false,
          // A Redis that hangs without closing the connection fails a command, never a request.
          commandTimeout: 1000,
        })
      : source.duplicate()
  client.on('error', (error: unknown) => app.log.warn({ err: error }, `Redis (${purpose})`))
  try {
    await client.connect()
  } catch (error) {
    client.disconnect()
    throw new Error(`Could not connect to Redis at REDIS_URL (${purpose})`, { cause: error })
  }
  return client
}

/** Registered before everything that uses Redis, so it is closed after all of them. */
export const redisPlugin = fp(
  async (app) => {
    const redis = app.env.REDIS_URL
      ? await connectRedis(app, app.env.REDIS_URL, 'shared')
      : undefined
    app.decorate('redis', redis)
    if (redis) app.addHook('onClose', async () => void (await quitRedis(redis)))
  },
  { name: 'redis', dependencies: ['env'] },
)

/**
 * Redis as an accelerator: `viaRedis` while Redis is connected and answers, `otherwise` when it
 * is away or a command fails, decided on every call. ioredis reconnects by itself, so the next
 * call after Redis returns uses it again.
 */
export async function whileRedisAnswers<T>(
  redis: Redis,
  viaRedis: () => Promise<T>,
  otherwise: () => Promise<T>,
  onFallback: (error: unknown) => void,
): Promise<T> {
  if (redis.status !== 'ready') return otherwise()
  try {
    return await viaRedis()
  } catch (error) {
    onFallback(error)
    return otherwise()
  }
}

/** Closes politely when connected, at once when not (quit would fail on a dead connection). */
export async function quitRedis(client: Redis): Promise<void> {
  if (client.status === 'ready') await client.quit().catch(() => client.disconnect())
  else client.disconnect()
}
