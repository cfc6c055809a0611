import { existsSync, readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'

/** The folders whose code and comments may cite the docs; docs/ itself is what they cite. */
export const CITING_FOLDERS = ['apps', 'packages', 'bench', 'scripts']

const SOURCE_FILE = /\.(ts|tsx|js|mjs|cjs|css|md)$/
/** Installed packages, builds and test output: not ours to check. */
const SKIPPED_FOLDERS = new Set([
  'node_modules',
  'build',
  '.react-router',
  'test-results',
  'playwright-report',
  'data',
  'public',
])

/**
 * Citations of documents that live outside the repository: the design and the product spec the
 * project started from. A newcomer has neither, so the code must explain itself from docs/.
 * Written in pieces so that this module does not cite them itself.
 */
const OUTSIDE_CITATIONS: { pattern: RegExp; what: string }[] = [
  { pattern: new RegExp('\\b' + 'DES' + 'IGN' + '(\\.md)?\\b'), what: 'the design document' },
  { pattern: /\bspec\b[^\n]{0,16}\u00a7/i, what: 'a section of the product spec' },
  { pattern: new RegExp('product' + '-spec'), what: 'the product spec' },
  { pattern: new RegExp('\\.\\.' + '/shared'), what: 'a file outside the repository' },
]

/** A repository path of a docs page: `docs/booking-lifecycle.md`, `docs/decisions/001-….md`. */
const DOCS_PAGE = /(?<![\w./-])docs\/[\w./-]+?\.md\b/g

export type CitationProblem = { file: string; line: number; problem: string }

/** What is wrong with the citations of one file's text; `exists` says whether a repo path exists. */
export function citationProblems(
  file: string,
  text: string,
  exists: (repoPath: string) => boolean,
): CitationProblem[] {
  const problems: CitationProblem[] = []
  text.split('\n').forEach((content, index) => {
    const line = index + 1
    for (const { pattern, what } of OUTSIDE_CITATIONS)
      if (pattern.test(content)) problems.push({ file, line, problem: `cites ${what}` })
    for (const [page] of content.matchAll(DOCS_PAGE))
      if (!exists(page))
        problems.push({ file, line, problem: `cites ${page}, which does not exist` })
  })
  return problems
}

/** Every source file under `folder` (a repository path), skipping installed and built files. */
export function sourceFiles(root: string, folder: string): string[] {
  const found: string[] = []
  for (const entry of readdirSync(path.join(root, folder), { withFileTypes: true })) {
    const repoPath = `${folder}/${entry.name}`
    if (entry.isDirectory()) {
      if (!SKIPPED_FOLDERS.has(entry.name) && !entry.name.startsWith('build-'))
        found.push(...sourceFiles(root, repoPath))
    } else if (SOURCE_FILE.test(entry.name)) {
      found.push(repoPath)
    }
  }
  return found
}

/** The citation problems of every source file of the citing folders. */
export function repositoryCitationProblems(root: string): CitationProblem[] {
  const exists = (repoPath: string) => existsSync(path.join(root, repoPath))
  return CITING_FOLDERS.flatMap((folder) =>
    sourceFiles(root, folder).flatMap((file) =>
      citationProblems(file, readFileSync(path.join(root, file), 'utf8'), exists),
    ),
  )
}
