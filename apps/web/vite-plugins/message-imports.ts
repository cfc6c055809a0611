import { existsSync } from 'node:fs'
import path from 'node:path'
import type { Locale } from '@trippy/i18n/locale'
import type { Plugin } from 'vite'

const MESSAGES = String.raw`@trippy\/i18n\/(messages|bilingual-messages)`
const NAMESPACE_IMPORT = new RegExp(
  String.raw`import\s+\*\s+as\s+(\w+)\s+from\s+['"]${MESSAGES}['"];?`,
  'g',
)
const NAMED_IMPORT = new RegExp(
  String.raw`import\s*\{([^}]*)\}\s*from\s+['"]${MESSAGES}['"];?`,
  'g',
)

/**
 * Imports each message a module uses from its own file instead of the barrel
 * `@trippy/i18n/messages`. The barrel imports every message, so through it every page reached
 * every text and the shell's chunk took the texts of all pages; now a text goes with the code that
 * shows it. `m.layout_menu()` keeps working: `m` becomes an object of the used messages.
 *
 * Given a `locale` (a build of one language, see scripts/build.ts), `@trippy/i18n/messages` gives
 * that language's text only (`paraglide/<locale>/<key>.js`): the page carries no other language
 * and no choosing. `@trippy/i18n/bilingual-messages` keeps both languages, for the few modules
 * that need the English beside the page's language (matching an API's English message).
 */
export function messageImports(paraglideDir: string, locale: Locale | undefined): Plugin {
  const file = (key: string, from: string) =>
    path.join(paraglideDir, locale && from === 'messages' ? locale : 'messages', `${key}.js`)
  const exists = (key: string) => existsSync(path.join(paraglideDir, 'messages', `${key}.js`))
  return {
    name: 'trippy:message-imports',
    enforce: 'pre',
    transform(code, id) {
      if (id.includes('node_modules') || !code.includes('@trippy/i18n/')) return null
      let out = code.replace(NAMED_IMPORT, (whole, names: string, from: string) => {
        const specs = names
          .split(',')
          .map((spec) => spec.trim())
          .filter(Boolean)
        const keys = specs.map((spec) => spec.split(/\s+as\s+/)[0] ?? '')
        if (!keys.every(exists)) return whole
        return specs
          .map((spec, i) => `import { ${spec} } from ${JSON.stringify(file(keys[i] ?? '', from))};`)
          .join('\n')
      })
      out = out.replace(NAMESPACE_IMPORT, (_whole, name: string, from: string) => {
        const used = out.matchAll(new RegExp(`\\b${name}\\.(\\w+)`, 'g'))
        const keys = [...new Set([...used].map((match) => match[1] ?? ''))].filter(exists)
        const imports = keys.map(
          (key) => `import { ${key} as __${name}_${key} } from ${JSON.stringify(file(key, from))};`,
        )
        const object = `const ${name} = { ${keys.map((key) => `${key}: __${name}_${key}`).join(', ')} };`
        return `${imports.join('\n')}\n${object}`
      })
      return out === code ? null : { code: out, map: null }
    },
  }
}
