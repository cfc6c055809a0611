import { existsSync } from 'node:fs'
import path from 'node:path'
import type { Plugin } from 'vite'

const NAMESPACE_IMPORT = /import\s+\*\s+as\s+(\w+)\s+from\s+['"]@trippy\/i18n\/messages['"];?/
const NAMED_IMPORT = /import\s*\{([^}]*)\}\s*from\s+['"]@trippy\/i18n\/messages['"];?/g

/**
 * Imports each message a module uses from its own file (`paraglide/messages/<key>.js`) instead of
 * the barrel `@trippy/i18n/messages`. The barrel imports every message, so through it every page
 * reached every text and the shell's chunk took the texts of all pages; now a text goes with the
 * code that shows it. `m.layout_menu()` keeps working: `m` becomes an object of the used messages.
 */
export function messageImports(messagesDir: string): Plugin {
  const file = (key: string) => path.join(messagesDir, `${key}.js`)
  const exists = (key: string) => existsSync(file(key))
  return {
    name: 'trippy:message-imports',
    enforce: 'pre',
    transform(code, id) {
      if (id.includes('node_modules') || !code.includes('@trippy/i18n/messages')) return null
      let out = code.replace(NAMED_IMPORT, (whole, names: string) => {
        const specs = names
          .split(',')
          .map((spec) => spec.trim())
          .filter(Boolean)
        const keys = specs.map((spec) => spec.split(/\s+as\s+/)[0] ?? '')
        if (!keys.every(exists)) return whole
        return specs
          .map((spec, i) => `import { ${spec} } from ${JSON.stringify(file(keys[i] ?? ''))};`)
          .join('\n')
      })
      const namespace = NAMESPACE_IMPORT.exec(out)
      if (namespace) {
        const name = namespace[1] ?? 'm'
        const used = out.matchAll(new RegExp(`\\b${name}\\.(\\w+)`, 'g'))
        const keys = [...new Set([...used].map((match) => match[1] ?? ''))].filter(exists)
        const imports = keys.map(
          (key) => `import { ${key} as __message_${key} } from ${JSON.stringify(file(key))};`,
        )
        const object = `const ${name} = { ${keys.map((key) => `${key}: __message_${key}`).join(', ')} };`
        out = out.replace(NAMESPACE_IMPORT, `${imports.join('\n')}\n${object}`)
      }
      return out === code ? null : { code: out, map: null }
    },
  }
}
