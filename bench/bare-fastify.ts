import { readFileSync } from 'node:fs'
import Fastify from 'fastify'

/**
 * The peer of each HTTP scenario: bare Fastify (no plugins, no hooks) sending the very bytes and
 * headers our server sent for that path, recorded in the JSON file named by the first argument.
 * What our server does beyond this is what its caching has not yet removed.
 *
 *   node bench/bare-fastify.ts answers.json 3202
 */
type RecordedAnswer = { headers: Record<string, string>; body: string }

const [file, port] = process.argv.slice(2)
if (!file || !port) throw new Error('usage: node bench/bare-fastify.ts answers.json port')
const answers = JSON.parse(readFileSync(file, 'utf8')) as Record<string, RecordedAnswer>

const app = Fastify({ logger: false })
for (const [path, answer] of Object.entries(answers)) {
  const body = Buffer.from(answer.body, 'base64')
  app.get(path, (_request, reply) => reply.headers(answer.headers).send(body))
}
await app.listen({ port: Number(port), host: '127.0.0.1' })
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => void app.close().then(() => process.exit(0)))
}
