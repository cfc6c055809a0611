import { readFileSync } from 'node:fs'
import path from 'node:path'

/** A stylesheet of the build as React Router's `<Links>` writes it. */
const BUILD_STYLESHEET = /<link rel="stylesheet" href="\/assets\/([\w.-]+\.css)"\/>/g

/**
 * Writes the build's stylesheets into each page, so a phone paints the page as soon as the HTML
 * is in rather than after one more request. The `<link>` stays for React's hydration, which
 * matches it by `rel` and `href`, but `disabled`: the browser neither fetches nor applies it.
 * React leaves the `<style>` before it alone (it skips unknown tags in `<head>`) and never
 * touches the attribute it did not render. A stylesheet that cannot be read, or that could close
 * the `<style>` early, stays a plain link.
 */
export function createStylesheetInliner(clientDir: string): (html: Buffer) => Buffer {
  const stylesheets = new Map<string, string | undefined>()
  const read = (name: string) => {
    if (!stylesheets.has(name)) {
      let css: string | undefined
      try {
        css = readFileSync(path.join(clientDir, 'assets', name), 'utf8')
      } catch {
        css = undefined
      }
      stylesheets.set(name, css === undefined || /<\/style/i.test(css) ? undefined : css)
    }
    return stylesheets.get(name)
  }

  return (html) => {
    const text = html.toString()
    const result = text.replace(BUILD_STYLESHEET, (link, name: string) => {
      const css = read(name)
      if (css === undefined) return link
      return `<style data-href="/assets/${name}">${css}</style>${link.replace('"/>', '" disabled=""/>')}`
    })
    return result === text ? html : Buffer.from(result)
  }
}
