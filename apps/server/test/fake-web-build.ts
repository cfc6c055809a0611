import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { onTestFinished } from 'vitest'

/**
 * A stand-in for `react-router build`'s output, so API tests of the web host run before (and
 * without) a real build. Its pages carry the inline scripts React Router writes (context, module
 * imports, stream chunks) and its stylesheet link, and echo `q` raw into the HTML, NUL bytes included.
 */
const SERVER_ENTRY = `
export const rendered = []
const escape = (text) => text.replace(/[&<>"']/g, (c) => '&#' + c.charCodeAt(0) + ';')
export function createHandler() {
  return async (request) => {
    const url = new URL(request.url)
    const at = url.pathname + url.search
    rendered.push(request.method + ' ' + at)
    if (url.pathname.endsWith('.data')) {
      return new Response(JSON.stringify({ at }), { headers: { 'content-type': 'text/x-script' } })
    }
    const q = url.searchParams.get('q') ?? ''
    const html =
      '<!DOCTYPE html><html lang="en-IN"><head><title>Trips</title>' +
      '<script>window.__reactRouterContext = ' + JSON.stringify({ at, q }) + ';</script>' +
      '<link rel="stylesheet" href="/assets/shell.css"/></head>' +
      '<body><h1>' + escape(q) + '</h1>' + '<p>Himalayan treks and yatras</p>'.repeat(400) +
      '<script src="/assets/entry.client.js" type="module"></script>' +
      '<script type="module" async="">import "/assets/manifest.js";\\nwindow.__reactRouterRouteModules = {};</script>' +
      '<script>window.__reactRouterContext.streamController.enqueue("[1]");</script>' +
      '</body></html>'
    const status = url.pathname === '/missing' ? 404 : 200
    return new Response(html, { status, headers: { 'content-type': 'text/html; charset=utf-8' } })
  }
}
`

export type FakeWebBuild = {
  /** For WEB_BUILD_DIR. */
  dir: string
  /** `METHOD /path?query` of every request the web app rendered, in order. */
  rendered: string[]
  /** The same for the Hindi pages' build, when the fake has one (`{ hindi: true }`). */
  renderedInHindi: string[]
}

/** Writes a fake build to a directory of its own, removed when the test finishes. */
export async function createFakeWebBuild(options: { hindi?: boolean } = {}): Promise<FakeWebBuild> {
  const dir = mkdtempSync(path.join(tmpdir(), 'trippy-web-build-'))
  onTestFinished(() => rmSync(dir, { recursive: true, force: true }))
  mkdirSync(path.join(dir, 'server'))
  mkdirSync(path.join(dir, 'client/assets'), { recursive: true })
  mkdirSync(path.join(dir, 'client/images'))
  writeFileSync(path.join(dir, 'server/index.js'), SERVER_ENTRY)
  writeFileSync(path.join(dir, 'client/assets/entry.client.js'), 'export {}\n')
  writeFileSync(path.join(dir, 'client/assets/shell.css'), 'h1{color:#0e2d33}')
  writeFileSync(
    path.join(dir, 'client/images/peak.svg'),
    '<svg xmlns="http://www.w3.org/2000/svg"/>',
  )
  if (options.hindi) {
    mkdirSync(path.join(dir, 'hi/server'), { recursive: true })
    writeFileSync(path.join(dir, 'hi/server/index.js'), SERVER_ENTRY)
  }
  const renderedBy = async (entry: string) =>
    ((await import(pathToFileURL(path.join(dir, entry)).href)) as { rendered: string[] }).rendered
  return {
    dir,
    rendered: await renderedBy('server/index.js'),
    renderedInHindi: options.hindi ? await renderedBy('hi/server/index.js') : [],
  }
}
