import {
  index,
  layout,
  prefix,
  route,
  type RouteConfig,
  type RouteConfigEntry,
} from '@react-router/dev/routes'

// One module per page; the category pages share routes/category.tsx.
const category = (path: string) => route(path, 'routes/category.tsx', { id: `category:${path}` })

/** Every traveller's page: in English at its path, and in Hindi under /hi. */
const travellersPages: RouteConfigEntry[] = [
  index('routes/home.tsx'),

  // Catalogue
  route('packages', 'routes/packages.tsx'),
  route('packages/:slug', 'routes/package-detail.tsx'),
  route('package/:id', 'routes/package-detail.tsx', { id: 'package-by-id' }),
  route('expeditions', 'routes/expeditions.tsx'),
  ...[
    'treks',
    'spiritual-trips',
    'backpacking-trips',
    'weekend-trips',
    'family-holidays',
    'adventure',
    'adventure/activities',
    'trippy-girls-only-trips',
    'corporate-trippy-space',
  ].map(category),
  route('destination', 'routes/destinations.tsx'),
  route('destination/:state/:city', 'routes/destination-city.tsx'),
  route('destination/:slug', 'routes/destination.tsx'),

  // Accounts and bookings
  route('login', 'routes/login.tsx'),
  route('signup', 'routes/signup.tsx'),
  route('forgot-password', 'routes/forgot-password.tsx'),
  route('reset-password', 'routes/reset-password.tsx'),
  route('verify-email', 'routes/verify-email.tsx'),
  route('profile', 'routes/profile.tsx'),
  route('bookings', 'routes/bookings.tsx'),
  route('wishlist', 'routes/wishlist.tsx'),
  route('settings', 'routes/settings.tsx'),
  route('notifications', 'routes/notifications.tsx'),
  route('booking/:id', 'routes/booking.tsx'),
  route('booking-confirmation', 'routes/booking-confirmation.tsx'),
  route('booking-success', 'routes/booking-success.tsx'),

  // Content
  route('about', 'routes/about.tsx'),
  route('contact', 'routes/contact.tsx'),
  route('char-dham', 'routes/char-dham.tsx'),
  route('privacy-policy', 'routes/privacy-policy.tsx'),
  route('terms-and-conditions', 'routes/terms-and-conditions.tsx'),
  route('cancellation-refund', 'routes/cancellation-refund.tsx'),
  route('shipping-delivery', 'routes/shipping-delivery.tsx'),
  route('blog', 'routes/blog-redirect.tsx'),
  route('blogs', 'routes/blogs.tsx'),
  route('blogs/:id', 'routes/blog-post.tsx'),
  route('travel-coupon', 'routes/travel-coupon.tsx'),
  route('work-with-us', 'routes/work-with-us.tsx'),
  route('gallery', 'routes/gallery.tsx'),
  route('newsletter/confirm', 'routes/newsletter-confirm.tsx'),
  route('newsletter/unsubscribe', 'routes/newsletter-unsubscribe.tsx'),
  route('*', 'routes/coming-soon.tsx'),
]

/**
 * A page's route in both languages: '/packages' and '/hi/packages' match the same route (an
 * optional first segment), so the route manifest each page loads lists every page once.
 */
function inBothLanguages(entry: RouteConfigEntry): RouteConfigEntry {
  const { index: _index, ...rest } = entry
  return { ...rest, path: entry.index ? 'hi?' : `hi?/${entry.path ?? ''}` }
}

export default [
  ...travellersPages.map(inBothLanguages),
  route('sitemap.xml', 'routes/sitemap.ts'),
  route('robots.txt', 'routes/robots.ts'),

  // The operator's console: its own sign-in, then one frame around every section.
  route('console/login', 'routes/console/login.tsx'),
  ...prefix('console', [
    layout('routes/console/layout.tsx', [
      index('routes/console/dashboard.tsx'),
      route('packages', 'routes/console/packages.tsx'),
      route('packages/new', 'routes/console/package-editor.tsx', { id: 'console-package-new' }),
      route('packages/:id', 'routes/console/package-editor.tsx'),
      route('departures', 'routes/console/departures.tsx'),
      route('departures/:id/manifest', 'routes/console/manifest.tsx'),
      route('bookings', 'routes/console/bookings.tsx'),
      route('bookings/:id', 'routes/console/booking.tsx'),
      route('leads', 'routes/console/leads.tsx'),
      route('reviews', 'routes/console/reviews.tsx'),
      route('customers', 'routes/console/customers.tsx'),
      route('customers/:id', 'routes/console/customer.tsx'),
      route('audit', 'routes/console/audit.tsx'),
      route('staff', 'routes/console/staff.tsx'),
      route('sessions', 'routes/console/sessions.tsx'),
      route('promo-codes', 'routes/console/promo-codes.tsx'),
    ]),
  ]),
] satisfies RouteConfig
