/** Which parts of the shared layout a path shows (spec §2 "Layout rules"). */
export type LayoutParts = {
  header: boolean
  footer: boolean
  mobileBottomBar: boolean
  floatingWidgets: boolean
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
    return { header: false, footer: false, mobileBottomBar: false, floatingWidgets: false }
  }
  const packagePage = isPackageDetailPath(path)
  const bare = WITHOUT_HEADER_AND_FOOTER.has(path)
  return {
    header: !bare,
    footer: !bare && !packagePage,
    mobileBottomBar: !WITHOUT_MOBILE_BAR.has(path) && !packagePage,
    floatingWidgets: !packagePage,
  }
}

function normalise(pathname: string): string {
  return pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname
}
