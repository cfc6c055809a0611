import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'

// Builds the graph of a source tree's top-level folders from its relative imports and prints
// every loop between folders. A file directly in the root is a node of its own. A loop in a tree
// marked `warn` is printed but does not fail the run. See docs/server-folders.md.
type Tree = {
  root: string
  warn: boolean
  /** Imports that may point back up without making a loop, as [from file, to file] tests. */
  allowed: (from: string, to: string) => boolean
}

const trees: Tree[] = [
  {
    root: 'apps/server/src',
    warn: false,
    // Kysely's pattern: db/schema.ts gathers each feature's table types into one Database.
    // A test may build the whole app from app.ts, the one file that imports every feature.
    allowed: (from, to) =>
      (from === 'db/schema.ts' && to.endsWith('.tables.ts')) ||
      (from.endsWith('.test.ts') && to === 'app.ts'),
  },
  {
    root: 'apps/web/app',
    warn: false,
    allowed: () => false,
  },
]

const importPattern = /(?:\bfrom\s+|\bimport\s*\(?\s*)['"](\.{1,2}\/[^'"]+)['"]/g

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name))
}

function folderOf(relativeFile: string): string {
  const [first, ...rest] = relativeFile.split('/')
  return rest.length === 0 ? relativeFile : `${first}/`
}

/** Folder edges, each with one import that makes it, as `from -> to`. */
function folderGraph(tree: Tree): Map<string, Map<string, string>> {
  const graph = new Map<string, Map<string, string>>()
  for (const file of sourceFiles(tree.root)) {
    const from = path.relative(tree.root, file)
    const text = readFileSync(file, 'utf8')
    for (const match of text.matchAll(importPattern)) {
      const specifier = match[1] ?? ''
      const to = path.relative(tree.root, path.resolve(path.dirname(file), specifier))
      if (to.startsWith('..') || tree.allowed(from, to)) continue
      const fromFolder = folderOf(from)
      const toFolder = folderOf(to)
      if (fromFolder === toFolder) continue
      const edges = graph.get(fromFolder) ?? new Map<string, string>()
      if (!edges.has(toFolder)) edges.set(toFolder, `${from} -> ${to}`)
      graph.set(fromFolder, edges)
    }
  }
  return graph
}

/** Tarjan's strongly connected components; each one of more than one folder is a loop. */
function loops(graph: Map<string, Map<string, string>>): string[][] {
  const index = new Map<string, number>()
  const low = new Map<string, number>()
  const stack: string[] = []
  const onStack = new Set<string>()
  const found: string[][] = []
  let next = 0
  const visit = (node: string): void => {
    index.set(node, next)
    low.set(node, next)
    next += 1
    stack.push(node)
    onStack.add(node)
    for (const target of graph.get(node)?.keys() ?? []) {
      if (!index.has(target)) {
        visit(target)
        low.set(node, Math.min(low.get(node) ?? 0, low.get(target) ?? 0))
      } else if (onStack.has(target)) {
        low.set(node, Math.min(low.get(node) ?? 0, index.get(target) ?? 0))
      }
    }
    if (low.get(node) !== index.get(node)) return
    const component: string[] = []
    let member: string | undefined
    do {
      member = stack.pop()
      if (member === undefined) break
      onStack.delete(member)
      component.push(member)
    } while (member !== node)
    if (component.length > 1) found.push(component.sort())
  }
  for (const node of graph.keys()) if (!index.has(node)) visit(node)
  return found
}

let failed = false
for (const tree of trees) {
  const graph = folderGraph(tree)
  for (const component of loops(graph)) {
    const members = new Set(component)
    const label = tree.warn ? 'warning' : 'error'
    console.log(`${label}: folders of ${tree.root} import each other: ${component.join(', ')}`)
    for (const from of component) {
      for (const [to, example] of graph.get(from) ?? []) {
        if (members.has(to)) console.log(`  ${from} -> ${to}  (${example})`)
      }
    }
    if (!tree.warn) failed = true
  }
}
if (failed) process.exit(1)
