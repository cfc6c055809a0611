import type { ChildProcess } from 'node:child_process'

/** Resolves with `server` once `url` answers 2xx; stops it and throws after 30 s. */
export async function waitUntilAnswering(url: string, server: ChildProcess): Promise<ChildProcess> {
  for (let attempt = 0; attempt < 150; attempt++) {
    try {
      if ((await fetch(url)).ok) return server
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
  server.kill('SIGTERM')
  throw new Error(`${url} did not answer`)
}
