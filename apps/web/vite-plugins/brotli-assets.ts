import { readdir, readFile, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { promisify } from 'node:util'
import { brotliCompress, constants } from 'node:zlib'
import type { Plugin } from 'vite'

const compress = promisify(brotliCompress)
const COMPRESSED = /\.(js|css)$/

/**
 * Writes `<file>.br` beside each script and stylesheet of the client build, at brotli's best
 * (quality 11), which the server sends as it is to a browser that accepts brotli
 * (`preCompressed` in the server's static files). Compressed per response instead, a phone's
 * first visit got React and the router as zstd or brotli 4: about 14 % more bytes (ADR 007).
 * Quality 11 takes seconds for the whole build, once, instead of work on every response.
 */
export function brotliAssets(): Plugin {
  return {
    name: 'trippy:brotli-assets',
    // After the server build: React Router writes the client's route manifest (a script of its
    // own) while it builds the server.
    applyToEnvironment: (environment) => environment.name === 'ssr',
    closeBundle: {
      order: 'post',
      async handler() {
        const config = this.environment.getTopLevelConfig()
        const client = config.environments.client
        if (!client) return
        const dir = path.resolve(config.root, client.build.outDir)
        const files = await readdir(dir, { recursive: true })
        await Promise.all(
          files
            .filter((file) => COMPRESSED.test(file))
            .map(async (file) => {
              const source = await readFile(path.join(dir, file))
              const compressed = await compress(source, {
                params: {
                  [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
                  [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
                  [constants.BROTLI_PARAM_SIZE_HINT]: source.length,
                },
              })
              await writeFile(path.join(dir, `${file}.br`), compressed)
            }),
        )
      },
    },
  }
}
