import * as m from '@trippy/i18n/messages'

/** A link of the site's menus; `label` is its message, read at render in the page's language. */
export type NavLink = { to: string; label: () => string }

/**
 * Header links in the original site's order; desktop shows the first four and puts the rest under
 * More.
 */
export const NAV_LINKS: NavLink[] = [
  { to: '/', label: m.layout_nav_home },
  { to: '/treks', label: m.layout_nav_treks },
  { to: '/expeditions', label: m.layout_nav_expeditions },
  { to: '/spiritual-trips', label: m.layout_nav_char_dham },
  { to: '/about', label: m.layout_nav_about },
  { to: '/blog', label: m.layout_nav_blog },
  { to: '/work-with-us', label: m.layout_nav_work_with_us },
  { to: '/destination', label: m.layout_nav_destination },
  { to: '/gallery', label: m.layout_nav_gallery },
  { to: '/contact', label: m.layout_nav_contact },
]

export const DESKTOP_VISIBLE_LINKS = 4

export type DestinationLink = NavLink & { badge?: 'Popular' | 'New' }

export const DESTINATION_LINKS: DestinationLink[] = [
  { to: '/destination/uttarakhand', label: m.layout_destination_uttarakhand },
  { to: '/destination/himachal-pradesh', label: m.layout_destination_himachal_pradesh },
  { to: '/destination/kashmir', label: m.layout_destination_kashmir },
  { to: '/destination/sikkim', label: m.layout_destination_sikkim, badge: 'Popular' },
  { to: '/destination/northeast', label: m.layout_destination_northeast, badge: 'New' },
]

/** A destination's badge in the page's language. */
export function badgeText(badge: 'Popular' | 'New'): string {
  return badge === 'New' ? m.layout_badge_new() : m.layout_badge_popular()
}

export const FOOTER_LINKS: NavLink[] = [
  { to: '/about', label: m.layout_footer_about },
  { to: '/terms-and-conditions', label: m.layout_footer_terms },
  { to: '/privacy-policy', label: m.layout_footer_privacy },
  { to: '/cancellation-refund', label: m.layout_footer_cancellation },
  { to: '/shipping-delivery', label: m.layout_footer_shipping },
  { to: '/expeditions', label: m.layout_nav_expeditions },
  { to: '/treks', label: m.layout_nav_treks },
  { to: '/spiritual-trips', label: m.layout_nav_char_dham },
  { to: '/destination', label: m.layout_destinations },
]
