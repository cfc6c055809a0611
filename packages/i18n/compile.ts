// Compiles messages/<area>/{en,hi}.json into src/paraglide: one module per message, so a page's
// bundle holds only the texts it uses. Run by `npm install` (postinstall) and `npm run build`;
// after editing a message file, `npm run messages`.
import { mkdirSync, readdirSync, writeFileSync } from 'node:fs'
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

await compile({
  project,
  outdir: path.join(root, 'src/paraglide'),
  // The locale comes from the page's path (see src/locale.ts), set by the host per request.
  strategy: ['baseLocale'],
  emitTsDeclarations: true,
  emitGitIgnore: false,
  emitPrettierIgnore: false,
  emitReadme: false,
})
// The inlang SDK leaves a timer running for some thirty seconds after compiling.
process.exit(0)
