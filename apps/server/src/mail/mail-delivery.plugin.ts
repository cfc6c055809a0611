import fp from 'fastify-plugin'
import { type MailContext, mailContextFrom } from './mail-context.ts'
import { type MailDeliveryOptions, startMailDelivery } from './mail-worker.ts'

declare module 'fastify' {
  interface FastifyInstance {
    /** What services need to write mail; features register their attachments on it. */
    mailContext: MailContext
  }
}

/**
 * Registers mail: the context services write it with, and delivery, which starts when the app is
 * ready and stops before the database closes.
 */
export const mailDeliveryPlugin = fp<MailDeliveryOptions>(
  async (app, options) => {
    app.decorate('mailContext', mailContextFrom(app.env))
    let delivery: ReturnType<typeof startMailDelivery> | undefined
    app.addHook('onReady', async () => {
      delivery = startMailDelivery(app, options)
    })
    app.addHook('onClose', async () => delivery?.stop())
  },
  { name: 'mail-delivery', dependencies: ['env', 'db'] },
)
