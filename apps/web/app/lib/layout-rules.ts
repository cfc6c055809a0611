/** Which parts of the shared layout a path shows (docs/product-texts.md). */
export type LayoutParts = {
  header: boolean
  footer: boolean
  mobileBottomBar: boolean
  floatingWidgets: boolean
  /** The trip-plan modal that opens by itself on a browser's first visit. */
  tripPlanModal: boolean
}

const WITHOUT_HEADER_AND_FOOTER = new Set([
  '/signup',
  '/login',
  '/forgot-password',
  '/reset-password',
  '/no-footer-page',
])
const WITHOUT_MOBILE_BAR = new Set(['/PackageDetailPage', '/no-MobileNav-page'])

/**
 * Pages a visitor comes to for a task of their own, not to browse trips: signing in or up, a
 * password reset or verification link from a mail, their account, a booking, a newsletter link.
 * The first-visit trip-plan modal never covers them (a traveller following a reset link must not
 * first close a sales form); it opens on a first visit to any other page (home, lists, package
 * pages, guides, the blog).
 */
const TASK_PAGES =
  /^\/(login|signup|forgot-password|reset-password|verify-email|profile|bookings|wishlist|settings|notifications|booking\/[^/]+|booking-confirmation|booking-success|newsletter\/[^/]+)$/

/**
 * A package page: /packages/{slug}, /package/{id} (the return target after a profile update),
 * or a bare 24-character alphanumeric path.
 */
export function isPackageDetailPath(pathname: string): boolean {
  return /^\/(packages?\/[^/]+|[A-Za-z0-9]{24})$/.test(normalise(pathname))
}

/** The operator's console (/console and below): its own frame, none of the public site's. */
export function isConsolePath(pathname: string): boolean {
  return /^\/console(\/|$)/.test(pathname)
}

export function layoutFor(pathname: string): LayoutParts {
  const path = normalise(pathname)
  if (isConsolePath(path)) {
    return {
      header: false,
      footer: false,
      mobileBottomBar: false,
      floatingWidgets: false,
      tripPlanModal: false,
    }
  }
  const packagePage = isPackageDetailPath(path)
  const bare = WITHOUT_HEADER_AND_FOOTER.has(path)
  return {
    header: !bare,
    footer: !bare && !packagePage,
    mobileBottomBar: !WITHOUT_MOBILE_BAR.has(path) && !packagePage,
    floatingWidgets: !packagePage,
    tripPlanModal: !TASK_PAGES.test(path),
  }
}

function normalise(pathname: string): string {
  return pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname
}
