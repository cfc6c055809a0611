import { readFileSync } from 'node:fs'
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { run } from './run.ts'

// Every test: lint, types, unit and API tests (Vitest), then the production build end to end
// in Chromium (Playwright). Prints one closing "passed, failed" line over all of them.
const reports = mkdtempSync(path.join(tmpdir(), 'trippy-reports-'))
const vitestReport = path.join(reports, 'vitest.json')
const playwrightReport = path.join(reports, 'playwright.json')

run('npm', ['run', 'lint'])
run('npm', ['run', 'typecheck'])
run('npx', [
  'vitest',
  'run',
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${vitestReport}`,
])
run('npm', ['run', 'build'])
run(
  'npx',
  ['playwright', 'test', '--config', 'apps/web/playwright.config.ts', '--reporter=list,json'],
  {
    PLAYWRIGHT_JSON_OUTPUT_NAME: playwrightReport,
  },
)

const vitest = JSON.parse(readFileSync(vitestReport, 'utf8')) as {
  numPassedTests: number
  numFailedTests: number
}
const playwright = JSON.parse(readFileSync(playwrightReport, 'utf8')) as {
  stats: { expected: number; unexpected: number; flaky: number }
}
const passed = vitest.numPassedTests + playwright.stats.expected + playwright.stats.flaky
const failed = vitest.numFailedTests + playwright.stats.unexpected
console.log(
  `\nunit and API: ${vitest.numPassedTests} passed; end-to-end: ${playwright.stats.expected + playwright.stats.flaky} passed`,
)
console.log(`tests: ${passed} passed, ${failed} failed`)
process.exit(failed === 0 ? 0 : 1)
