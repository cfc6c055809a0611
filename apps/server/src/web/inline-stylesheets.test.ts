import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { expect, onTestFinished, test } from 'vitest'
import { createStylesheetInliner } from './inline-stylesheets.ts'

function clientDir(files: Record<string, string>) {
  const dir = mkdtempSync(path.join(tmpdir(), 'trippy-inline-css-'))
  onTestFinished(() => rmSync(dir, { recursive: true, force: true }))
  mkdirSync(path.join(dir, 'assets'))
  for (const [name, text] of Object.entries(files))
    writeFileSync(path.join(dir, 'assets', name), text)
  return dir
}

const page = (head: string) =>
  Buffer.from(`<!DOCTYPE html><html><head>${head}</head><body></body></html>`)

test('writes a build stylesheet into the page and keeps its link disabled for hydration', () => {
  const inline = createStylesheetInliner(clientDir({ 'shell-a1.css': 'body{color:red}' }))
  const html = inline(page('<title>T</title><link rel="stylesheet" href="/assets/shell-a1.css"/>'))
  expect(html.toString()).toBe(
    '<!DOCTYPE html><html><head><title>T</title>' +
      '<style data-href="/assets/shell-a1.css">body{color:red}</style>' +
      '<link rel="stylesheet" href="/assets/shell-a1.css" disabled=""/></head><body></body></html>',
  )
})

test('leaves a page without build stylesheets byte for byte as it was', () => {
  const inline = createStylesheetInliner(clientDir({ 'shell-a1.css': 'body{color:red}' }))
  const original = page('<link rel="stylesheet" href="https://fonts.example/x.css"/>')
  expect(inline(original)).toBe(original)
})

test('keeps the link of a stylesheet it cannot read or that would close the style element', () => {
  const inline = createStylesheetInliner(
    clientDir({ 'evil.css': 'a::after{content:"</style><script>"}' }),
  )
  const head =
    '<link rel="stylesheet" href="/assets/evil.css"/><link rel="stylesheet" href="/assets/gone.css"/>'
  expect(inline(page(head)).toString()).toBe(page(head).toString())
})
