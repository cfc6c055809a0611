// Builds the web app once per language, so that a page's scripts carry its own language's texts
// only: English into the build directory, Hindi into its `hi` folder. The host renders each page
// with its language's build (apps/server/src/web/web.plugin.ts). The Hindi build's scripts and
// stylesheets are copied beside the English ones: their names are hashes of their contents, so
// a file both builds wrote is the same file, and the browser keeps one copy for both languages.
import { spawnSync } from 'node:child_process'
import { cpSync } from 'node:fs'
import path from 'node:path'
import { LOCALES, type Locale } from '@trippy/i18n/locale'

const buildDir = process.env.WEB_BUILD_DIR ?? 'build'
const dirOf = (locale: Locale) => (locale === 'en' ? buildDir : path.join(buildDir, locale))

for (const locale of LOCALES) {
  const built = spawnSync('react-router', ['build'], {
    stdio: 'inherit',
    env: { ...process.env, PAGE_LOCALE: locale, WEB_BUILD_DIR: dirOf(locale) },
  })
  if (built.status !== 0) process.exit(built.status ?? 1)
}
for (const locale of LOCALES.filter((other) => other !== 'en')) {
  cpSync(path.join(dirOf(locale), 'client/assets'), path.join(buildDir, 'client/assets'), {
    recursive: true,
    force: false,
  })
}
