import { createServer } from 'node:http'

/**
 * The floor of `npm run bench:lighthouse`: a page with nothing to load or run, measured as the
 * site's pages are. On a busy two-core VM headless Chromium's own start-up work can be a long task
 * on an empty page (seen: one of about 75 ms, 300 ms under the 4× slowdown, TBT 131-184 ms), and
 * every page pays it. Its own process: the bench waits for Lighthouse synchronously.
 *
 *   node bench/floor-page.ts 3211
 */
const PAGE =
  '<!doctype html><html lang="en"><head><meta charset="utf-8">' +
  '<meta name="viewport" content="width=device-width, initial-scale=1">' +
  '<meta name="description" content="A page with nothing to load or run."><title>Floor</title>' +
  // No favicon request: its 404 would be a console error, marked down in best practices.
  '<link rel="icon" href="data:,">' +
  '</head><body><main><h1>Floor</h1><p>A page with nothing to load or run.</p></main></body></html>'

const port = Number(process.argv[2])
if (!port) throw new Error('usage: node bench/floor-page.ts port')
createServer((request, response) => {
  if (request.url !== '/') response.writeHead(404).end()
  else response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(PAGE)
}).listen(port, '127.0.0.1')
