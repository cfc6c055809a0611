import { randomBytes } from 'node:crypto'
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises'
import path from 'node:path'
import type { DocumentType } from '@trippy/contracts/readiness'

/** Where uploaded documents live: under DATA_DIR, never under a URL anything serves statically. */
export function documentsDir(dataDir: string): string {
  return path.resolve(dataDir, 'documents')
}

/**
 * The type of a file from its first bytes (PDF, PNG or JPEG), or null for anything else. The
 * name and the declared type are the sender's word; a renamed HTML or SVG file starts with text.
 */
export function sniffDocumentType(bytes: Buffer): DocumentType | null {
  if (bytes.subarray(0, 5).toString('latin1') === '%PDF-') return 'application/pdf'
  if (bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])))
    return 'image/png'
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff)
    return 'image/jpeg'
  return null
}

/** Writes the bytes under a fresh random name (written whole, then renamed into place). */
export async function storeDocumentFile(dataDir: string, bytes: Buffer): Promise<string> {
  const dir = documentsDir(dataDir)
  await mkdir(dir, { recursive: true })
  const name = randomBytes(16).toString('hex')
  const partial = path.join(dir, `${name}.part`)
  await writeFile(partial, bytes, { mode: 0o600 })
  await rename(partial, path.join(dir, name))
  return name
}

export function readDocumentFile(dataDir: string, name: string): Promise<Buffer> {
  return readFile(path.join(documentsDir(dataDir), path.basename(name)))
}

export async function removeDocumentFile(dataDir: string, name: string): Promise<void> {
  await rm(path.join(documentsDir(dataDir), path.basename(name)), { force: true })
}
