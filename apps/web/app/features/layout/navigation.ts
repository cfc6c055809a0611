export type NavLink = { to: string; label: string }

/**
 * Header links in the original site's order; desktop shows the first four and puts the rest under
 * More.
 */
export const NAV_LINKS: NavLink[] = [
  { to: '/', label: 'Home' },
  { to: '/treks', label: 'Treks' },
  { to: '/expeditions', label: 'Expeditions' },
  { to: '/spiritual-trips', label: 'Char Dham' },
  { to: '/about', label: 'About' },
  { to: '/blog', label: 'Blog' },
  { to: '/work-with-us', label: 'Work With Us' },
  { to: '/destination', label: 'Destination' },
  { to: '/gallery', label: 'Gallery' },
  { to: '/contact', label: 'Contact' },
]

export const DESKTOP_VISIBLE_LINKS = 4

export type DestinationLink = NavLink & { badge?: 'Popular' | 'New' }

export const DESTINATION_LINKS: DestinationLink[] = [
  { to: '/destination/uttarakhand', label: 'Uttarakhand' },
  { to: '/destination/himachal-pradesh', label: 'Himachal Pradesh' },
  { to: '/destination/kashmir', label: 'Kashmir' },
  { to: '/destination/sikkim', label: 'Sikkim', badge: 'Popular' },
  { to: '/destination/northeast', label: 'North-east', badge: 'New' },
]

export const FOOTER_LINKS: NavLink[] = [
  { to: '/about', label: 'About Us' },
  { to: '/terms-and-conditions', label: 'Terms & Conditions' },
  { to: '/privacy-policy', label: 'Privacy Policy' },
  { to: '/cancellation-refund', label: 'Cancellation & Refund' },
  { to: '/shipping-delivery', label: 'Shipping & Delivery' },
  { to: '/expeditions', label: 'Expeditions' },
  { to: '/treks', label: 'Treks' },
  { to: '/spiritual-trips', label: 'Char Dham' },
  { to: '/destination', label: 'Destinations' },
]
