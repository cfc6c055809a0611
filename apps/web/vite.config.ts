import { existsSync, readdirSync } from 'node:fs'
import path from 'node:path'
import { reactRouter } from '@react-router/dev/vite'
import { isLocale, LOCALES } from '@trippy/i18n/locale'
import tailwindcss from '@tailwindcss/vite'
import { defineConfig } from 'vite'
import { brotliAssets } from './vite-plugins/brotli-assets.ts'
import { messageImports } from './vite-plugins/message-imports.ts'
import { publicImages } from './vite-plugins/public-images.ts'

type ModuleGraph = { getModuleInfo: (id: string) => { importedIds: readonly string[] } | null }

const REACT = /node_modules[\\/](react|react-dom|scheduler)[\\/]/
const ROUTER = /node_modules[\\/](react-router|cookie|set-cookie-parser)[\\/]/
const APP = path.resolve(import.meta.dirname, 'app')
const ROOT_ROUTE = path.join(APP, 'root.tsx')
/** The shell's lazy islands (ADR 007): parts of every page's frame whose code waits for use. */
const ISLANDS = [
  'features/search/search-combobox.tsx',
  'features/notifications/notification-bell.tsx',
  'features/account/profile-completion-modal.tsx',
  'features/account/profile-menu.tsx',
  'features/layout/drawer-contents.tsx',
].map((file) => {
  const island = path.join(APP, file)
  if (!existsSync(island)) throw new Error(`vite.config.ts: the island ${file} does not exist`)
  return island
})

/** What an island shares with this many pages or more stays in the shell. */
const SHARED_WITH_PAGES = 3

/** Every module `starts` import statically, themselves included. */
function staticClosure(graph: ModuleGraph, starts: readonly string[]) {
  const seen = new Set<string>()
  const stack = [...starts]
  for (let id = stack.pop(); id !== undefined; id = stack.pop()) {
    if (seen.has(id)) continue
    seen.add(id)
    stack.push(...(graph.getModuleInfo(id)?.importedIds ?? []))
  }
  return seen
}

/** The route modules, the root excepted. */
function routeModules(dir = path.join(APP, 'routes')): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory()
      ? routeModules(path.join(dir, entry.name))
      : /\.tsx?$/.test(entry.name)
        ? [path.join(dir, entry.name)]
        : [],
  )
}

/**
 * A phone on a slow network pays a round trip per file before a page runs. Every page loads the
 * root route and all it imports statically: that is one file (`shell`) instead of some thirty
 * small chunks. React with React DOM is another and the router a third: two files rather than
 * one so that evaluating them is two tasks, each shorter than a phone's 50 ms long-task mark
 * (scripts-after-first-paint.ts evaluates one module per task). What only some routes use is
 * still split by route, so no page loads another page's code. The shell's lazy islands are files
 * of their own, but what an island shares with several pages (prices, dates, trip images, the
 * form fields) stays in the shell: split out, it was four to six more small files on each page.
 */
function shellChunks() {
  let shell: Set<string> | undefined
  const shellOf = (graph: ModuleGraph) => {
    if (shell) return shell
    shell = staticClosure(graph, [ROOT_ROUTE])
    const pages = routeModules().map((route) => staticClosure(graph, [route]))
    for (const id of staticClosure(graph, ISLANDS)) {
      const sharedWith = pages.filter((closure) => closure.has(id)).length
      if (sharedWith >= SHARED_WITH_PAGES) shell.add(id)
    }
    return shell
  }
  return [
    { name: 'react', test: REACT, priority: 3 },
    { name: 'router', test: ROUTER, priority: 2 },
    {
      name: (moduleId: string, graph: ModuleGraph) =>
        shellOf(graph).has(moduleId) ? 'shell' : null,
      priority: 1,
    },
  ]
}

/**
 * The language this build's pages are in: scripts/build.ts builds the app once per language, and
 * the host serves each page from its language's build. Unset (the dev server), pages carry both.
 */
const pageLocale = process.env.PAGE_LOCALE
if (pageLocale !== undefined && !isLocale(pageLocale))
  throw new Error(`vite.config.ts: PAGE_LOCALE must be one of ${LOCALES.join(', ')}`)

export default defineConfig({
  define: pageLocale ? { 'import.meta.env.PAGE_LOCALE': JSON.stringify(pageLocale) } : {},
  build: {
    assetsInlineLimit: 0,
    rolldownOptions: { output: { codeSplitting: { groups: shellChunks() } } },
  },
  // The server build's entry is server/app.ts, which the Fastify host imports.
  environments: { ssr: { build: { rollupOptions: { input: './server/app.ts' } } } },
  plugins: [
    messageImports(
      path.resolve(import.meta.dirname, '../../packages/i18n/src/paraglide'),
      pageLocale,
    ),
    publicImages(),
    tailwindcss(),
    reactRouter(),
    brotliAssets(),
  ],
})
