/** Facts about the operator that every page shares. */
export const SITE = {
  name: 'Trippy Himalaya',
  tagline: 'Guided Himalayan treks, expeditions and yatras',
  themeColor: '#0E2D33',
} as const

/** The footer's stats, the only figures we publish. */
export const FOOTER_STATS = [
  { value: '100+', label: 'Happy Trekkers' },
  { value: '50+', label: 'Destinations' },
  { value: '5+', label: 'Years Experience' },
  { value: '98%', label: 'Success Rate' },
] as const
