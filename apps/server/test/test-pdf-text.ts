import { inflateSync } from 'node:zlib'

const winAnsi = new TextDecoder('windows-1252')

/**
 * For tests: the text a PDF shows, one line per text object, read from the bytes the app sent.
 * Enough for what pdfkit writes with its built-in fonts (Flate-compressed content streams, hex
 * strings in TJ and Tj), so no PDF library with native or platform packages is needed.
 */
export function pdfText(pdf: Buffer): string {
  const raw = pdf.toString('latin1')
  const lines: string[] = []
  const streams = /\d+ 0 obj\s*<<((?:(?!endobj)[^])*?)>>\s*stream\r?\n/g
  for (const match of raw.matchAll(streams)) {
    const start = (match.index ?? 0) + match[0].length
    const end = raw.indexOf('endstream', start)
    const bytes = pdf.subarray(start, end)
    const content = (/\/FlateDecode/.test(match[1] ?? '') ? inflateSync(bytes) : bytes).toString(
      'latin1',
    )
    for (const block of content.matchAll(/\bBT\b([^]*?)\bET\b/g)) {
      const strings = [...(block[1] ?? '').matchAll(/<([0-9a-fA-F]*)>/g)].map((hex) =>
        winAnsi.decode(Buffer.from(hex[1] ?? '', 'hex')),
      )
      if (strings.length > 0) lines.push(strings.join(''))
    }
  }
  return lines.join('\n')
}
