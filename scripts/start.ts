import { existsSync } from 'node:fs'
import { run } from './run.ts'

// `npm start` is the whole product: build the web app if it is not built, then serve.
if (!existsSync('apps/web/build/server/index.js')) run('npm', ['run', 'build'])
await import('../apps/server/src/server.ts')
