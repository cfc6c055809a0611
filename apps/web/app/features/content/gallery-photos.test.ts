import { expect, test } from 'vitest'
import { galleryPhotos } from './gallery-photos.ts'

test('shows each picture once, with the first trip that uses it', () => {
  const photos = galleryPhotos([
    {
      slug: 'char-dham-yatra',
      name: 'Char Dham Yatra',
      location: 'Uttarakhand',
      images: { cardImage: '/a.svg', main: '/a.svg', gallery: ['/a.svg', '/k.svg'] },
    },
    {
      slug: 'kedarnath',
      name: 'Kedarnath',
      location: 'Rudraprayag',
      images: { cardImage: '/k.svg', main: '/k.svg', gallery: ['', '/k2.svg'] },
    },
  ])
  expect(photos.map((photo) => [photo.src, photo.slug])).toEqual([
    ['/a.svg', 'char-dham-yatra'],
    ['/k.svg', 'char-dham-yatra'],
    ['/k2.svg', 'kedarnath'],
  ])
})
