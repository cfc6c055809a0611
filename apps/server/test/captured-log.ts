import { Writable } from 'node:stream'
import pino from 'pino'

/** An info-level logger whose lines (one JSON object each) a test reads back. */
export function capturedLog() {
  const lines: string[] = []
  const log = pino(
    { level: 'info' },
    new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(chunk.toString())
        done()
      },
    }),
  )
  return { log, lines }
}
