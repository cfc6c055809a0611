import type { DemoCategory } from './types.ts'

/** The ten trip categories, in the order the site lists them. */
export const demoCategories: DemoCategory[] = [
  { name: 'Treks', slug: 'treks' },
  { name: 'Expeditions', slug: 'expeditions' },
  { name: 'Char Dham', slug: 'char-dham' },
  { name: 'Spiritual Trips', slug: 'spiritual-trips' },
  { name: 'Backpacking Trips', slug: 'backpacking-trips' },
  { name: 'Weekend Trips', slug: 'weekend-trips' },
  { name: 'Family Holidays', slug: 'family-holidays' },
  { name: 'Adventure', slug: 'adventure' },
  { name: 'Trippy Girls Only', slug: 'trippy-girls-only-trips' },
  { name: 'Corporate', slug: 'corporate-trippy-space' },
]
