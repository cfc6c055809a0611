import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { LOCALES } from './locale.ts'

const messagesDir = path.join(import.meta.dirname, '../messages')
const areas = readdirSync(messagesDir, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)

function messagesOf(area: string, locale: string): Record<string, unknown> {
  const { $schema: _schema, ...messages } = JSON.parse(
    readFileSync(path.join(messagesDir, area, `${locale}.json`), 'utf8'),
  ) as Record<string, unknown>
  return messages
}

describe('message files', () => {
  it.each(areas)('%s has every key in every language, none empty', (area) => {
    const [base, ...others] = LOCALES.map((locale) => ({
      locale,
      messages: messagesOf(area, locale),
    }))
    if (!base) throw new Error('no languages')
    for (const other of others) {
      expect(Object.keys(other.messages).sort(), `${area}/${other.locale}.json`).toEqual(
        Object.keys(base.messages).sort(),
      )
    }
    for (const { locale, messages } of [base, ...others]) {
      for (const [key, text] of Object.entries(messages)) {
        expect(
          typeof text === 'string' ? text.trim() : text,
          `${area}/${locale}.json ${key}`,
        ).toBeTruthy()
      }
    }
  })

  it('names each key after its area, so no two areas can claim one key', () => {
    for (const area of areas) {
      const prefix = `${area.replaceAll('-', '_')}_`
      for (const key of Object.keys(messagesOf(area, 'en')))
        expect(key.startsWith(prefix), key).toBe(true)
    }
  })
})
