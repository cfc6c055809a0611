import { createHash, randomBytes } from 'node:crypto'
import { access, mkdir, rename, rm } from 'node:fs/promises'
import path from 'node:path'
import { CONSOLE_PACKAGE_MESSAGES as MESSAGES, type ConsolePackageImage } from '@trippy/contracts'
import sharp, { type Metadata } from 'sharp'
import { type ImageMeta, type ImageMetaMap, srcsetOf } from '../../catalogue/index.ts'
import { HttpError } from '../../http-error.ts'

/** Where uploads are served from; the files live under `${DATA_DIR}/images/packages`. */
export const PACKAGE_IMAGES_URL_PREFIX = '/images/packages/'

/** The widths each upload is encoded at, never wider than the original. */
export const IMAGE_WIDTHS = [480, 960, 1600] as const
const MAX_INPUT_PIXELS = 40_000_000

export type { ImageMeta, ImageMetaMap } from '../../catalogue/index.ts'

export type EncodedImage = {
  /** The fallback `src`: the WebP at the widest width up to 960. */
  src: string
  meta: Required<Omit<ImageMeta, 'alt'>>
}

export function packageImagesDir(dataDir: string): string {
  return path.resolve(dataDir, 'images', 'packages')
}

/** The type an upload really is, by its first bytes; the name and the declared type may lie. */
export function sniffImageType(bytes: Buffer): 'jpeg' | 'png' | 'webp' | null {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff)
    return 'jpeg'
  if (bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])))
    return 'png'
  if (
    bytes.length >= 12 &&
    bytes.toString('latin1', 0, 4) === 'RIFF' &&
    bytes.toString('latin1', 8, 12) === 'WEBP'
  )
    return 'webp'
  return null
}

/** The standard widths narrower than the original, plus the original's up to the largest. */
export function widthsFor(originalWidth: number): number[] {
  const largest = IMAGE_WIDTHS[IMAGE_WIDTHS.length - 1] ?? originalWidth
  const below = IMAGE_WIDTHS.filter((width) => width < originalWidth)
  return [...new Set([...below, Math.min(originalWidth, largest)])]
}

/**
 * Checks an upload and writes it as AVIF and WebP at each width to
 * `<dir>/<packageId>/<hash>-<width>.<avif|webp>`. Names are content hashes, so a file once
 * written never changes (immutable caching) and the same upload twice writes nothing new.
 */
export async function encodePackageImage(
  input: Buffer,
  dataDir: string,
  packageId: string,
): Promise<EncodedImage> {
  const type = sniffImageType(input)
  if (!type) throw new HttpError(400, MESSAGES.imageType)
  const options = { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' } as const
  let metadata: Metadata
  try {
    metadata = await sharp(input, options).metadata()
  } catch {
    throw new HttpError(400, MESSAGES.imageUnreadable)
  }
  if (metadata.format !== type) throw new HttpError(400, MESSAGES.imageType)
  if (metadata.width * metadata.height > MAX_INPUT_PIXELS)
    throw new HttpError(400, MESSAGES.imageTooManyPixels)
  // EXIF orientations 5-8 turn the picture a quarter: its upright width is the stored height.
  const quarterTurn = (metadata.orientation ?? 1) >= 5
  const width = quarterTurn ? metadata.height : metadata.width
  const height = quarterTurn ? metadata.width : metadata.height

  const hash = createHash('sha256').update(input).digest('hex').slice(0, 20)
  const dir = path.join(packageImagesDir(dataDir), packageId)
  await mkdir(dir, { recursive: true })
  const widths = widthsFor(width)
  try {
    // One after another: AVIF takes most of a core for a large image.
    for (const target of widths) {
      for (const format of ['avif', 'webp'] as const) {
        const file = path.join(dir, `${hash}-${target}.${format}`)
        if (await exists(file)) continue
        const resized = sharp(input, options).rotate().resize({ width: target })
        const encoded =
          format === 'avif' ? resized.avif({ quality: 55 }) : resized.webp({ quality: 80 })
        // Written aside and renamed, so a half-written file is never served.
        const partial = `${file}.${randomBytes(4).toString('hex')}.part`
        try {
          await encoded.toFile(partial)
          await rename(partial, file)
        } finally {
          await rm(partial, { force: true })
        }
      }
    }
  } catch (error) {
    if (error instanceof HttpError) throw error
    throw new HttpError(400, MESSAGES.imageUnreadable)
  }
  const base = `${PACKAGE_IMAGES_URL_PREFIX}${packageId}/${hash}`
  const fallback = [...widths].reverse().find((candidate) => candidate <= 960) ?? widths[0]
  return { src: `${base}-${fallback}.webp`, meta: { width, height, base, widths } }
}

/** An image as the console shows it: with `srcset` candidates when it was uploaded here. */
export function imageEntry(src: string, metaMap: ImageMetaMap): ConsolePackageImage {
  const meta = metaMap[src]
  const upload = meta?.base && meta.widths ? { base: meta.base, widths: meta.widths } : null
  return {
    src,
    alt: meta?.alt ?? '',
    width: meta?.width ?? null,
    height: meta?.height ?? null,
    srcset: upload
      ? {
          avif: srcsetOf(upload.base, upload.widths, 'avif'),
          webp: srcsetOf(upload.base, upload.widths, 'webp'),
        }
      : null,
  }
}

async function exists(file: string): Promise<boolean> {
  try {
    await access(file)
    return true
  } catch {
    return false
  }
}
