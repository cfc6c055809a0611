// The API alone (no web build), closed on signals exactly as src/server.ts closes: for tests
// that run the server as a process of its own. Prints the port it listens on.
import { buildApp } from '../src/app.ts'
import { loadEnv } from '../src/env.ts'
import { closeOnSignals } from '../src/shutdown.ts'

const app = await buildApp({ env: loadEnv(), web: false })
closeOnSignals(app)
await app.listen({ host: '127.0.0.1', port: 0 })
const address = app.server.address()
process.stdout.write(`listening ${typeof address === 'object' && address ? address.port : ''}\n`)
