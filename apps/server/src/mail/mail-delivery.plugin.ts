import fp from 'fastify-plugin'
import { startMailDelivery } from './mail-worker.ts'

/** Registers mail delivery: starts when the app is ready, stops before the database closes. */
export const mailDeliveryPlugin = fp(
  async (app) => {
    let delivery: ReturnType<typeof startMailDelivery> | undefined
    app.addHook('onReady', async () => {
      delivery = startMailDelivery(app)
    })
    app.addHook('onClose', async () => delivery?.stop())
  },
  { name: 'mail-delivery', dependencies: ['env', 'db'] },
)
