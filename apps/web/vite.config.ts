import path from 'node:path'
import { reactRouter } from '@react-router/dev/vite'
import tailwindcss from '@tailwindcss/vite'
import { defineConfig } from 'vite'
import { publicImages } from './vite-plugins/public-images.ts'

type ModuleGraph = { getModuleInfo: (id: string) => { importedIds: readonly string[] } | null }

const REACT = /node_modules[\\/](react|react-dom|scheduler)[\\/]/
const ROUTER = /node_modules[\\/](react-router|cookie|set-cookie-parser)[\\/]/
const ROOT_ROUTE = path.resolve(import.meta.dirname, 'app/root.tsx')

/**
 * A phone on a slow network pays a round trip per file before a page runs. Every page loads the
 * root route and all it imports statically: that is one file (`shell`) instead of some thirty
 * small chunks. React with React DOM is another and the router a third: two files rather than
 * one so that evaluating them is two tasks, each shorter than a phone's 50 ms long-task mark
 * (scripts-after-first-paint.ts evaluates one module per task). What only some routes use is
 * still split by route, so no page loads another page's code.
 */
function shellChunks() {
  let shell: Set<string> | undefined
  const shellOf = (graph: ModuleGraph) => {
    if (shell) return shell
    shell = new Set<string>()
    const stack = [ROOT_ROUTE]
    for (let id = stack.pop(); id !== undefined; id = stack.pop()) {
      if (shell.has(id)) continue
      shell.add(id)
      stack.push(...(graph.getModuleInfo(id)?.importedIds ?? []))
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

export default defineConfig({
  build: {
    assetsInlineLimit: 0,
    rolldownOptions: { output: { codeSplitting: { groups: shellChunks() } } },
  },
  // The server build's entry is server/app.ts, which the Fastify host imports.
  environments: { ssr: { build: { rollupOptions: { input: './server/app.ts' } } } },
  plugins: [publicImages(), tailwindcss(), reactRouter()],
})
