import { readFileSync } from 'node:fs'
import path from 'node:path'
import type { BlogPost, Destination, PackageSummary } from '@trippy/contracts'
import { imageVersion } from '@trippy/contracts/image-version'

/** A public image path that may name a file of the web build: no query, no dot segments. */
const PUBLIC_IMAGE_PATH = /^\/images\/[\w/-]+(\.[\w-]+)+$/

/**
 * Content-versioned URLs for the images the web build ships (`apps/web/public/images`, copied to
 * the build's client folder): `/images/x.svg` becomes `/images/x.svg?v=<hash of the file>`, and a
 * request naming the file's current hash may be cached for a year. The database keeps the plain
 * path (the console edits it); the version is added where the public catalogue leaves the server.
 * Uploads (`/images/packages/…`) live elsewhere, already have hashed names, and stay as they are.
 */
export type ImageVersions = {
  url: (url: string) => string
  /** Whether `requestUrl`, which was answered with `filePath`, asked for its current version. */
  isCurrent: (filePath: string, requestUrl: string | undefined) => boolean
  /** A package (summary or detail) with its images under their versioned URLs. */
  ofPackage: <T extends Pick<PackageSummary, 'images'>>(pkg: T) => T
  ofBlogPost: (post: BlogPost) => BlogPost
  ofDestination: (destination: Destination) => Destination
}

/** For route plugins whose answers carry catalogue images. */
export type ImageVersionsOption = { imageVersions: ImageVersions }

export function createImageVersions(clientDir: string): ImageVersions {
  // The build's files do not change while the server runs: each is hashed once.
  const hashes = new Map<string, string | undefined>()
  const hashOf = (urlPath: string) => {
    if (!hashes.has(urlPath)) {
      let hash: string | undefined
      try {
        hash = imageVersion(readFileSync(path.join(clientDir, urlPath)))
      } catch {
        hash = undefined
      }
      hashes.set(urlPath, hash)
    }
    return hashes.get(urlPath)
  }

  const url = (url: string) => {
    if (!PUBLIC_IMAGE_PATH.test(url)) return url
    const hash = hashOf(url)
    return hash ? `${url}?v=${hash}` : url
  }

  return {
    url,
    isCurrent(filePath, requestUrl) {
      const asked = /\?v=([\w-]+)$/.exec(requestUrl ?? '')?.[1]
      if (!asked) return false
      const urlPath = `/${path.relative(clientDir, filePath).split(path.sep).join('/')}`
      return PUBLIC_IMAGE_PATH.test(urlPath) && hashOf(urlPath) === asked
    },
    ofPackage(pkg) {
      const { cardImage, main, gallery, sources } = pkg.images
      return {
        ...pkg,
        images: {
          cardImage: url(cardImage),
          main: url(main),
          gallery: gallery.map(url),
          // Keyed by image URL, so the keys follow the URLs.
          ...(sources
            ? {
                sources: Object.fromEntries(
                  Object.entries(sources).map(([key, s]) => [url(key), s]),
                ),
              }
            : {}),
        },
      }
    },
    ofBlogPost: (post) => ({ ...post, coverImage: url(post.coverImage) }),
    ofDestination: (destination) => ({ ...destination, image: url(destination.image) }),
  }
}
