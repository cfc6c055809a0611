import { buildApp } from './app.ts'
import { loadEnv } from './env.ts'
import { closeOnSignals } from './shutdown.ts'

const env = loadEnv()
const app = await buildApp({ env })
closeOnSignals(app)
await app.listen({ host: env.HOST, port: env.PORT })
