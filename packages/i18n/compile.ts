// Compiles messages/<area>/{en,hi}.json into src/paraglide: one module per message, so a page's
// bundle holds only the texts it uses. Run by `npm install` (postinstall) and `npm run build`;
// after editing a message file, `npm run messages`.
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { compile } from '@inlang/paraglide-js'

const root = import.meta.dirname
const project = path.join(root, 'project.inlang')
const areas = readdirSync(path.join(root, 'messages'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)
  .sort()

// The plugin is read from node_modules, not from a CDN: the machines that build have no internet.
// Paths in the settings are relative to the folder that holds project.inlang.
const plugin = path.relative(
  root,
  fileURLToPath(import.meta.resolve('@inlang/plugin-message-format')),
)
const settings = {
  $schema: 'https://inlang.com/schema/project-settings',
  baseLocale: 'en',
  locales: ['en', 'hi'],
  modules: [plugin],
  'plugin.inlang.messageFormat': {
    pathPattern: areas.map((area) => `./messages/${area}/{locale}.json`),
  },
}
// project.inlang is written here from the message folders, never committed.
mkdirSync(project, { recursive: true })
writeFileSync(path.join(project, 'settings.json'), `${JSON.stringify(settings, null, 2)}\n`)

const outdir = path.join(root, 'src/paraglide')
await compile({
  project,
  outdir,
  // The locale comes from the page's path (see src/locale.ts), set by the host per request.
  strategy: ['baseLocale'],
  emitTsDeclarations: true,
  emitGitIgnore: false,
  emitPrettierIgnore: false,
  emitReadme: false,
})
// Paraglide's runtime finds the language by strategies (cookie, URL patterns, storage) we do not
// use: the path decides it, and each side sets `getLocale` once (see src/locale.ts). Its full
// runtime was some 1.2 KB gzip in every page's shell, so the messages get this one, which keeps
// only what they and we call. The middleware that needs the full one goes with it.
writeFileSync(
  path.join(outdir, 'runtime.js'),
  `/* eslint-disable */
/** @type {undefined} */
export const experimentalStaticLocale = undefined
/** @type {() => "en" | "hi"} */
let current = () => "en"
/** @returns {"en" | "hi"} */
export const getLocale = () => current()
/** @param {() => "en" | "hi"} fn */
export const overwriteGetLocale = (fn) => {
  current = fn
}
`,
)
writeFileSync(
  path.join(outdir, 'runtime.d.ts'),
  `export type Locale = "en" | "hi";
export type LocalizedString = string & { readonly __brand: "LocalizedString" };
export type MessageMetadata<Inputs, Options, Markup = unknown> = {
  readonly __paraglide?: { inputs: Inputs; options: Options; markup: Markup };
};
export declare const experimentalStaticLocale: undefined;
/** The language of the page being rendered (the host's request, or the browser's location). */
export declare const getLocale: () => Locale;
/** Sets how \`getLocale\` finds the language: once on the server, once in the browser. */
export declare const overwriteGetLocale: (fn: () => Locale) => void;
`,
)
for (const file of ['server.js', 'server.d.ts']) rmSync(path.join(outdir, file), { force: true })

// A page is built once per language (apps/web/scripts/build.ts): each build takes every message
// from `<locale>/<key>.js`, which holds that language's text only, with no choosing at run time.
const messagesDir = path.join(outdir, 'messages')
const keys = readdirSync(messagesDir)
  .filter((name) => name.endsWith('.js') && !name.startsWith('_'))
  .map((name) => name.slice(0, -'.js'.length))
for (const locale of settings.locales) {
  const dir = path.join(outdir, locale)
  mkdirSync(dir, { recursive: true })
  for (const key of keys) {
    writeFileSync(
      path.join(dir, `${key}.js`),
      singleLocaleMessage(readFileSync(path.join(messagesDir, `${key}.js`), 'utf8'), key, locale),
    )
  }
}

/** One language's function out of a compiled message, exported under the message's name. */
function singleLocaleMessage(source: string, key: string, locale: string): string {
  const start = `const ${locale}_${key} = `
  const from = source.indexOf(start)
  const to = source.indexOf('\n};', from)
  if (from < 0 || to < 0) throw new Error(`compile.ts: no ${locale} text compiled for ${key}`)
  const body = source.slice(from + start.length, to + '\n};'.length)
  const registry = body.includes('registry.') ? "import * as registry from '../registry.js'\n" : ''
  return `/* eslint-disable */\n${registry}export const ${key} = ${body}\n`
}

// The inlang SDK leaves a timer running for some thirty seconds after compiling.
process.exit(0)
