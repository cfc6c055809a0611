import { readFileSync } from 'node:fs'
import path from 'node:path'
import { imageVersion } from '@trippy/contracts/image-version'
import type { Plugin } from 'vite'

const PREFIX = 'public-image:'
const PUBLIC_DIR = path.resolve(import.meta.dirname, '../public')

/**
 * `import url from 'public-image:/images/hero.svg'` gives `/images/hero.svg?v=<version of the
 * file>`: an image of `public/` the pages name in code, under a URL that changes with its content,
 * so the server may let browsers keep it for a year. A missing file fails the build.
 */
export function publicImages(): Plugin {
  return {
    name: 'trippy:public-images',
    resolveId: (id) => (id.startsWith(PREFIX) ? `\0${id}` : undefined),
    load(id) {
      if (!id.startsWith(`\0${PREFIX}`)) return undefined
      const urlPath = id.slice(PREFIX.length + 1)
      const file = path.join(PUBLIC_DIR, urlPath)
      if (!urlPath.startsWith('/images/') || !file.startsWith(PUBLIC_DIR)) {
        this.error(`${urlPath} is not an image under public/images`)
      }
      this.addWatchFile(file)
      return `export default ${JSON.stringify(`${urlPath}?v=${imageVersion(readFileSync(file))}`)}`
    },
  }
}
