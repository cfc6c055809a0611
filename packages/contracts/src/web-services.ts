import type { Category, Package, PackageSummary } from './catalogue.ts'
import type { BlogPost, Destination } from './content.ts'
import type { PublicPromoCode } from './promo-codes.ts'
import type { PackageReviews } from './reviews.ts'

export type PackageFilter = {
  /** Words that must appear in the name, location, category name or description. */
  q?: string
  /** Category names, matched case-insensitively. */
  categoryNames?: string[]
  featured?: boolean
  trending?: boolean
  limit?: number
}

/**
 * What the server hands the web app's loaders (through React Router's request context), so the
 * web app reads data without importing server code.
 */
export type WebServices = {
  catalogue: {
    listPackages(filter?: PackageFilter): Promise<PackageSummary[]>
    getPackage(idOrSlug: string): Promise<Package | null>
    listCategories(): Promise<Category[]>
  }
  content: {
    listBlogPosts(): Promise<BlogPost[]>
    getBlogPost(idOrSlug: string): Promise<BlogPost | null>
    listDestinations(): Promise<Destination[]>
    getDestination(slug: string): Promise<Destination | null>
  }
  /** The public promo codes in force today. */
  promoCodes: { listPublic(): Promise<PublicPromoCode[]> }
  reviews: {
    /** A package's published reviews, one page, newest first; null when there is no package. */
    listPackageReviews(idOrSlug: string, page: number): Promise<PackageReviews | null>
  }
  /** Public facts from the environment: an explicit allow-list, never a spread of it. */
  site: { operatorWhatsapp: string; supportEmail: string; publicUrl: string }
}
