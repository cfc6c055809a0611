import { expect, test } from 'vitest'
import {
  afterLoginTarget,
  carriedPackageId,
  readLoginState,
  safeReturnPath,
} from './login-state.ts'

test('returns only to paths on this site, never to another host or the sign-in pages', () => {
  expect(safeReturnPath('/bookings')).toBe('/bookings')
  expect(safeReturnPath('/booking/0123456789abcdef01234567?seats=2#top')).toBe(
    '/booking/0123456789abcdef01234567?seats=2#top',
  )
  for (const unsafe of ['https://evil.example', '//evil.example', '/\\evil.example', 'bookings']) {
    expect(safeReturnPath(unsafe)).toBeUndefined()
  }
  expect(safeReturnPath('/login')).toBeUndefined()
  expect(safeReturnPath('/signup/?x=1')).toBeUndefined()
  expect(safeReturnPath(42)).toBeUndefined()
})

test('goes to the origin after login, else to /profile, carrying package data', () => {
  const packageData = { _id: '0123456789abcdef01234567', name: 'Kedarkantha Trek' }
  expect(afterLoginTarget(readLoginState({ from: '/bookings' }))).toEqual({
    to: '/bookings',
    state: undefined,
  })
  expect(afterLoginTarget(readLoginState({ packageData }))).toEqual({
    to: '/profile',
    state: { packageData },
  })
  expect(afterLoginTarget(readLoginState({ from: 'https://evil.example' })).to).toBe('/profile')
  expect(afterLoginTarget(readLoginState(null))).toEqual({ to: '/profile', state: undefined })
})

test('finds the package id in carried package data', () => {
  expect(carriedPackageId({ _id: '0123456789abcdef01234567' })).toBe('0123456789abcdef01234567')
  expect(carriedPackageId({ _id: '../admin' })).toBeUndefined()
  expect(carriedPackageId('kedarkantha')).toBeUndefined()
})
