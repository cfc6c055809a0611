/** React Router's module preloads of the build (`<Scripts>`, hoisted into the head by React). */
const MODULE_PRELOAD = /<link rel="modulepreload" href="(\/assets\/[\w.-]+\.js)"\/>/g

/** React Router's one module script: it imports the routes of the page and then the client entry. */
const MODULE_SCRIPT = /<script type="module" async="">([\s\S]*?)<\/script>/

/** What the module script becomes until the page has painted: a script the browser does not run. */
export const WAITING_SCRIPT_TYPE = 'text/x-after-first-paint'

/**
 * The modules to evaluate one task at a time before the module script runs: every preload but
 * the client entry, whose evaluation starts React (it waits for the module script's routes), in
 * page order, so the framework comes first and each route chunk after what it imports.
 */
export function modulesToEvaluateFirst(preloads: string[]): string[] {
  return preloads.filter((href) => !/\/entry\.client-[\w-]+\.js$/.test(href))
}

/**
 * Frames the loader lets pass before it starts where the browser cannot report a paint as shown
 * (no largest-contentful-paint entries: Firefox, Safari), or reported one shown before the loader
 * ran: by the third, the frame painting the whole page has been drawn.
 */
const FRAMES_BEFORE_SCRIPTS = 3

/**
 * Where the browser reports paints as shown, it starts on that report; these frames are only the
 * net for a paint never reported (input before it, say). Drawn is not shown: on a busy machine
 * Chromium ran three frames 10-20 ms before the first was on screen, and the scripts fetched in
 * between counted, for Lighthouse, as fetched before the first paint.
 */
const FRAMES_BEFORE_SCRIPTS_UNREPORTED = 20

/**
 * Starts loading the page's JavaScript once the browser has shown the server's HTML (a largest
 * paint since the loader ran reported on screen; else three frames where the browser reports no
 * paints, or twenty where it does but has not reported this one): the
 * preloads go in one per task (starting a fetch costs a slow phone a few milliseconds each), then
 * the modules are evaluated one per task (a long task blocks input; one per module keeps React's
 * evaluation apart from the routes'), then the module script runs with the text the page carries
 * (listed by hash in the page's CSP), which imports what is already there and starts React. A
 * module that fails to load ends the staging: the module script then meets the same failure as it
 * would have. A tab opened in the background, which paints nothing and whose timers are slowed,
 * starts at once and evaluates everything in one go.
 */
function loader(preloads: string[]): string {
  return (
    '(()=>{const run=async()=>{const visible=document.visibilityState!=="hidden";' +
    'const pause=()=>globalThis.scheduler?.yield?globalThis.scheduler.yield():new Promise((next)=>setTimeout(next));' +
    `for(const href of ${JSON.stringify(preloads)}){const link=document.createElement("link");link.rel="modulepreload";link.href=href;document.head.append(link);if(visible)await pause()}` +
    `if(visible){for(const href of ${JSON.stringify(modulesToEvaluateFirst(preloads))}){try{await import(href)}catch{break}await pause()}}` +
    `const waiting=document.querySelector('script[type="${WAITING_SCRIPT_TYPE}"]');` +
    'const script=document.createElement("script");script.type="module";script.textContent=waiting.textContent;document.body.append(script)};' +
    'if(document.visibilityState==="hidden"){setTimeout(run);return}' +
    // Painted is not yet shown: a slow compositor puts a frame on screen up to ~150 ms after the
    // frame's paint, and scripts fetched before then count, for Lighthouse, as what the paint waited for.
    'let started=false;const start=()=>{if(started)return;started=true;shown?.disconnect();setTimeout(run)};' +
    `let frames=${FRAMES_BEFORE_SCRIPTS};const since=performance.now();` +
    'const shown=globalThis.PerformanceObserver?.supportedEntryTypes?.includes("largest-contentful-paint")?new PerformanceObserver((list)=>{if(list.getEntries().some((entry)=>entry.startTime>=since))start();' +
    `else frames=${FRAMES_BEFORE_SCRIPTS}}):undefined;` +
    `if(shown){frames=${FRAMES_BEFORE_SCRIPTS_UNREPORTED};shown.observe({type:"largest-contentful-paint",buffered:true})}` +
    'let drawn=0;const frame=()=>{if(started)return;if(++drawn>=frames)start();else requestAnimationFrame(frame)};requestAnimationFrame(frame)})()'
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
