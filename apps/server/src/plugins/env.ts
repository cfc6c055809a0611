import fp from 'fastify-plugin'
import type { Env } from '../env.ts'

declare module 'fastify' {
  interface FastifyInstance {
    env: Env
  }
}

export const envPlugin = fp<{ env: Env }>(
  async (app, options) => {
    app.decorate('env', options.env)
  },
  { name: 'env' },
)
