import { z } from 'zod'

// zod compiles object parsers with `new Function` when it may. In the browser our CSP forbids
// eval, and zod's probe for it is reported as a CSP violation on every page that validates a
// form; parse without compiling there. Every schema module imports z from here, so this runs
// before any schema is built. The server keeps the faster compiled parsers.
if ('document' in globalThis) z.config({ jitless: true })

export { z }
