/** React Router's module preloads of the build (`<Scripts>`, hoisted into the head by React). */
const MODULE_PRELOAD = /<link rel="modulepreload" href="(\/assets\/[\w.-]+\.js)"\/>/g

/** React Router's one module script: it imports the routes of the page and then the client entry. */
const MODULE_SCRIPT = /<script type="module" async="">([\s\S]*?)<\/script>/

/** What the module script becomes until the page has painted: a script the browser does not run. */
export const WAITING_SCRIPT_TYPE = 'text/x-after-first-paint'

/**
 * Starts loading the page's JavaScript once the browser has painted the server's HTML: the
 * preloads go in, then the module script with the text the page carries (listed by hash in the
 * page's CSP). A tab opened in the background, which paints nothing, starts at once.
 */
function loader(preloads: string[]): string {
  return (
    '(()=>{const run=()=>{' +
    `for(const href of ${JSON.stringify(preloads)}){const link=document.createElement("link");link.rel="modulepreload";link.href=href;document.head.append(link)}` +
    `const waiting=document.querySelector('script[type="${WAITING_SCRIPT_TYPE}"]');` +
    'const script=document.createElement("script");script.type="module";script.textContent=waiting.textContent;document.body.append(script)};' +
    'if(document.visibilityState==="hidden")setTimeout(run);else requestAnimationFrame(()=>setTimeout(run))})()'
  )
}

/**
 * Moves a page's JavaScript after its first paint. The page is whole and styled without it (server
 * rendered, styles inline), so nothing of it waits for a script: on a slow phone network the HTML
 * and the hero image no longer share the line with some 150 KB of modules, and the first paint no
 * longer waits behind their parsing. React hydrates a moment later, once the frame is out.
 *
 * React's hydration accepts what is left: it matches an inline `<script>` by its tag alone, and
 * puts back any hoisted `<link>` (the preloads) it does not find.
 */
export function scriptsAfterFirstPaint(html: Buffer): Buffer {
  const text = html.toString()
  if (!MODULE_SCRIPT.test(text)) return html
  const preloads: string[] = []
  const withoutPreloads = text.replace(MODULE_PRELOAD, (_link, href: string) => {
    preloads.push(href)
    return ''
  })
  return Buffer.from(
    withoutPreloads.replace(
      MODULE_SCRIPT,
      (_script, code: string) =>
        `<script type="${WAITING_SCRIPT_TYPE}">${code}</script><script>${loader(preloads)}</script>`,
    ),
  )
}
