// The server's log on standard output, batched as the server writes it: a few lines, fewer than a
// batch, then a fatal one, and the process is killed at once. No exit handler runs, so only what
// the fatal line writes out synchronously reaches the reader.
import { serverLogger } from '../src/plugins/request-log.ts'

const { log } = serverLogger('info')
for (let n = 0; n < 20; n++) log.info({ n }, 'held in the batch')
log.fatal('the end')
process.kill(process.pid, 'SIGKILL')
