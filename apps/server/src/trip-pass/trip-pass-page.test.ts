import { expect, test } from 'vitest'
import { renderPassPage } from './trip-pass-page.ts'
import type { TripPassView } from './trip-pass.service.ts'

const PASS: TripPassView = {
  bookingId: 'b1',
  packageName: 'Kedarnath Yatra',
  startDate: '2027-05-03',
  endDate: '2027-05-09',
  seats: 1,
  meetingPoint: 'Haridwar',
  endPoint: 'Haridwar',
  itinerary: [{ day: 1, title: 'Haridwar to Guptkashi', details: 'Check in by 1 pm' }],
  inclusions: ['Meals'],
  exclusions: ['Shoes'],
  travellers: [{ number: 1, name: 'Asha', qrSvg: '<svg viewBox="0 0 1 1"></svg>' }],
}

test("the Hindi pass shows the package's Hindi texts, those it has, and marks the rest English", () => {
  const html = renderPassPage(
    { ...PASS, hindi: { name: 'केदारनाथ यात्रा', inclusions: ['भोजन'] } },
    '919876543210',
    'hi',
  )
  expect(html).toContain('<html lang="hi">')
  expect(html).toContain('<h1>केदारनाथ यात्रा</h1>')
  expect(html).toContain('<ul><li>भोजन</li></ul>')
  expect(html).toContain('<ul lang="en"><li>Shoes</li></ul>')
  expect(html).toContain('<span lang="en">Haridwar to Guptkashi</span>')
  expect(html).toContain('3 मई 2027')
})

test('the English pass ignores Hindi texts', () => {
  const html = renderPassPage({ ...PASS, hindi: { name: 'केदारनाथ यात्रा' } }, '919876543210')
  expect(html).toContain('<h1>Kedarnath Yatra</h1>')
  expect(html).not.toMatch(/lang="(hi|en)"(?!>\n<head>)/)
})
