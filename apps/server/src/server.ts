import closeWithGrace from 'close-with-grace'
import { buildApp } from './app.ts'
import { loadEnv } from './env.ts'

const env = loadEnv()
const app = await buildApp({ env })

closeWithGrace({ delay: 10_000 }, async ({ signal, err }) => {
  if (err) app.log.error({ err }, 'Shutting down after an error')
  else app.log.info({ signal }, 'Shutting down')
  await app.close()
})

await app.listen({ host: env.HOST, port: env.PORT })
