// The JavaScript each page needs, from the web build's route manifest: the entry, the root and
// the page's route module with everything they import statically, each file gzip'd at level 9
// (the server sends brotli where it can, a little smaller). `node bench/page-scripts.ts [build
// dir]` prints a row per route id; two builds' rows compare what a change added to each page.
// The Hindi pages' build is `apps/web/build/hi`.
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { gzipSync } from 'node:zlib'

type Entry = { module: string; imports?: string[] }
type Manifest = { entry: Entry; routes: Record<string, Entry & { id: string; parentId?: string }> }

const buildDir = path.resolve(process.argv[2] ?? 'apps/web/build')
// A language's build: its pages' scripts are in the English build's folder (apps/web/scripts/build.ts).
const clientDir = existsSync(path.join(buildDir, 'client'))
  ? path.join(buildDir, 'client')
  : path.resolve(buildDir, '../client')
const assets = path.join(clientDir, 'assets')
// The folder holds every language's route manifest: the build's server names its own.
const serverAssets = path.join(buildDir, 'server/assets')
const manifestFile = readdirSync(serverAssets)
  .map((name) => /manifest-[0-9a-f]+\.js/.exec(readFileSync(path.join(serverAssets, name), 'utf8')))
  .find(Boolean)?.[0]
if (!manifestFile) throw new Error(`no route manifest named in ${serverAssets}`)
const source = readFileSync(path.join(assets, manifestFile), 'utf8')
const manifest = JSON.parse(
  source.slice(source.indexOf('{'), source.lastIndexOf('}') + 1),
) as Manifest

const sizes = new Map<string, number>()
const gzipped = (file: string) => {
  let size = sizes.get(file)
  if (size === undefined) {
    size = gzipSync(readFileSync(path.join(clientDir, file)), { level: 9 }).length
    sizes.set(file, size)
  }
  return size
}
const files = (entry: Entry) => [entry.module, ...(entry.imports ?? [])]

const rows: Record<string, { files: number; kb: string }> = {}
for (const route of Object.values(manifest.routes)) {
  if (route.id === 'root') continue
  const chain = [route]
  for (let parent = route.parentId; parent; parent = manifest.routes[parent]?.parentId) {
    const entry = manifest.routes[parent]
    if (entry) chain.push(entry)
  }
  const all = new Set([...files(manifest.entry), ...chain.flatMap(files)])
  const bytes = [...all].reduce((sum, file) => sum + gzipped(file), 0)
  rows[route.id] = { files: all.size, kb: (bytes / 1024).toFixed(1) }
}
console.table(rows)
