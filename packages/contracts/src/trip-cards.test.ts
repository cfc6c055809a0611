import { describe, expect, test } from 'vitest'
import type { PackageSummary } from './catalogue.ts'
import { packageCardOf, tripListCardOf } from './trip-cards.ts'

const photo = {
  avif: '/images/packages/p-480.avif 480w',
  webp: '/images/packages/p-480.webp 480w',
  width: 1200,
  height: 800,
  alt: 'Camp below the pass',
}
const summary: PackageSummary = {
  _id: 'a1b2c3d4e5f6a1b2c3d4e5f6',
  slug: 'hampta-pass-trek',
  name: 'Hampta Pass Trek',
  location: 'Manali, Himachal Pradesh',
  description: 'From the green Kullu valley over the pass to the desert of Lahaul.',
  packageType: 'trek',
  duration: '5 Days / 4 Nights',
  durationDays: 5,
  destination: 'Himachal Pradesh',
  city: 'Manali',
  state: 'Himachal Pradesh',
  originalPrice: 14000,
  offerPrice: 12500,
  maxParticipants: 18,
  rating: 4.7,
  reviewCount: 120,
  difficulty: 'moderate',
  labels: ['Crossover trek'],
  isFeatured: true,
  isNew: false,
  isTrending: false,
  isActive: true,
  category: { _id: 'b1b2c3d4e5f6a1b2c3d4e5f6', name: 'Treks' },
  images: {
    cardImage: '/images/packages/p.jpg',
    main: '/images/packages/main.jpg',
    gallery: ['/images/packages/g1.jpg', '/images/packages/g2.jpg'],
    sources: { '/images/packages/p.jpg': photo, '/images/packages/main.jpg': photo },
  },
  batchDates: [
    {
      _id: 'c1b2c3d4e5f6a1b2c3d4e5f6',
      startDate: '2027-06-10',
      endDate: '2027-06-14',
      availability: 9,
    },
    {
      _id: 'd1b2c3d4e5f6a1b2c3d4e5f6',
      startDate: '2027-06-24',
      endDate: '2027-06-28',
      availability: 18,
    },
  ],
  additionalServices: [{ _id: 'e1b2c3d4e5f6a1b2c3d4e5f6', name: 'Porter', price: 1500 }],
}

describe('trip cards', () => {
  test('a grid card carries its next departure and its own image, nothing else of the trip', () => {
    expect(packageCardOf(summary)).toEqual({
      _id: summary._id,
      slug: 'hampta-pass-trek',
      name: 'Hampta Pass Trek',
      location: 'Manali, Himachal Pradesh',
      duration: '5 Days / 4 Nights',
      offerPrice: 12500,
      originalPrice: 14000,
      batchDates: [summary.batchDates[0]],
      images: { cardImage: '/images/packages/p.jpg', sources: { '/images/packages/p.jpg': photo } },
    })
  })

  test('a card whose image is a plain file has no sources', () => {
    const plain = { ...summary, images: { ...summary.images, sources: undefined } }
    expect(packageCardOf(plain).images).toEqual({ cardImage: '/images/packages/p.jpg' })
  })

  test('a list card adds what the list shows', () => {
    const card = tripListCardOf(summary)
    expect(card).toMatchObject({ ...packageCardOf(summary), description: summary.description })
    expect(Object.keys(card)).not.toContain('additionalServices')
    expect(Object.keys(card)).not.toContain('category')
  })
})
