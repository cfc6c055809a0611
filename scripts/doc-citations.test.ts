import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { expect, test } from 'vitest'
import { citationProblems, repositoryCitationProblems } from './doc-citations.ts'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')

test('every docs page cited in apps, packages, bench and scripts exists, and nothing cites documents outside the repository', () => {
  expect(repositoryCitationProblems(root)).toEqual([])
})

test('flags a cited docs page that does not exist, and citations of the design and the spec', () => {
  // Built in pieces, so that the repository-wide check does not find them in this file.
  const section = '\u00a7'
  const missingPage = 'docs/' + 'pricing.md'
  const text = [
    '/** Holds seats (docs/booking-lifecycle.md). */',
    `/** Prices in paise (${missingPage}). */`,
    `/** The envelope (${'DES' + 'IGN'} ${section}4). */`,
    `/** Spec ${section}9, standard bookings. */`,
    `// the spec's own (${section}8) texts`,
    `// see ${'..'}/shared/notes.md`,
    '// a specimen of 5 % GST, a design choice',
  ].join('\n')
  const exists = (repoPath: string) => repoPath === 'docs/booking-lifecycle.md'

  expect(citationProblems('example.ts', text, exists)).toEqual([
    { file: 'example.ts', line: 2, problem: `cites ${missingPage}, which does not exist` },
    { file: 'example.ts', line: 3, problem: 'cites the design document' },
    { file: 'example.ts', line: 4, problem: 'cites a section of the product spec' },
    { file: 'example.ts', line: 5, problem: 'cites a section of the product spec' },
    { file: 'example.ts', line: 6, problem: 'cites a file outside the repository' },
  ])
})
