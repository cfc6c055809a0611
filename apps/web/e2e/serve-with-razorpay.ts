import { spawn } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import { startRazorpayServer } from '../../server/test/razorpay-server.ts'
import { E2E_RAZORPAY } from './razorpay-e2e.ts'

/**
 * The second end-to-end server (playwright.config.ts): a local Razorpay on the port given as the
 * first argument, then the production server, with the environment the config gives it
 * (RAZORPAY_* pointing at that local Razorpay, a DATA_DIR of its own). Besides Razorpay's API the
 * local server answers `POST /__test__/orders/:id/pay`, which pays an order as Checkout would.
 */
const port = Number(process.argv[2])
if (!Number.isInteger(port) || port <= 0) {
  throw new Error('usage: node e2e/serve-with-razorpay.ts <razorpay port>')
}

const razorpay = await startRazorpayServer({
  keyId: E2E_RAZORPAY.keyId,
  keySecret: E2E_RAZORPAY.keySecret,
  port,
})
const serverEntry = fileURLToPath(new URL('../../server/src/server.ts', import.meta.url))
// Inherits this process's environment, which the Playwright config filled in.
const app = spawn(process.execPath, [serverEntry], { stdio: 'inherit' })

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => app.kill(signal))
}
app.once('exit', (code, signal) => {
  void razorpay.close().then(() => process.exit(code ?? (signal ? 1 : 0)))
})
