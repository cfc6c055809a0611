import { expect, test } from 'vitest'
import { isConsolePath, isPackageDetailPath, layoutFor } from './layout-rules.ts'

test('hides header and footer on the sign-in, sign-up, password reset and no-footer pages', () => {
  for (const path of [
    '/signup',
    '/login',
    '/forgot-password',
    '/reset-password',
    '/no-footer-page',
  ]) {
    expect(layoutFor(path)).toMatchObject({ header: false, footer: false })
  }
})

test('hides the footer, bottom bar and floating widgets on package pages but keeps the header', () => {
  for (const path of [
    '/packages/kedarkantha-trek',
    '/package/0123456789abcdef01234567',
    '/0123456789abcdef01234567',
  ]) {
    expect(layoutFor(path)).toEqual({
      header: true,
      footer: false,
      mobileBottomBar: false,
      floatingWidgets: false,
      tripPlanModal: true,
    })
  }
})

test('hides only the bottom bar on its two named pages', () => {
  for (const path of ['/PackageDetailPage', '/no-MobileNav-page']) {
    expect(layoutFor(path)).toEqual({
      header: true,
      footer: true,
      mobileBottomBar: false,
      floatingWidgets: true,
      tripPlanModal: true,
    })
  }
})

test('shows every part on ordinary pages, with or without a trailing slash', () => {
  for (const path of ['/', '/treks', '/treks/', '/packages', '/destination/sikkim']) {
    expect(layoutFor(path)).toEqual({
      header: true,
      footer: true,
      mobileBottomBar: true,
      floatingWidgets: true,
      tripPlanModal: true,
    })
  }
})

test('counts only 24-character paths as bare package ids', () => {
  expect(isPackageDetailPath('/0123456789abcdef0123456')).toBe(false)
  expect(isPackageDetailPath('/0123456789abcdef012345678')).toBe(false)
  expect(isPackageDetailPath('/packages')).toBe(false)
  expect(isPackageDetailPath('/packages/a/b')).toBe(false)
})

test('shows none of the public site on the console, which has its own frame', () => {
  for (const path of ['/console', '/console/', '/console/login', '/console/bookings/abc']) {
    expect(isConsolePath(path)).toBe(true)
    expect(layoutFor(path)).toEqual({
      header: false,
      footer: false,
      mobileBottomBar: false,
      floatingWidgets: false,
      tripPlanModal: false,
    })
  }
  expect(isConsolePath('/consoles')).toBe(false)
})

test('opens the first-visit trip-plan modal on browsing pages only, never over a task', () => {
  for (const path of [
    '/',
    '/packages',
    '/packages/kedarkantha-trek',
    '/package/0123456789abcdef01234567',
    '/expeditions',
    '/treks',
    '/destination/sikkim',
    '/char-dham',
    '/blogs',
    '/blogs/abc',
    '/about',
    '/bookings-and-more',
  ]) {
    expect(layoutFor(path).tripPlanModal, path).toBe(true)
  }
  for (const path of [
    '/login',
    '/signup',
    '/forgot-password',
    '/reset-password',
    '/reset-password/',
    '/verify-email',
    '/profile',
    '/bookings',
    '/wishlist',
    '/settings',
    '/notifications',
    '/booking/0123456789abcdef01234567',
    '/booking-confirmation',
    '/booking-success',
    '/newsletter/confirm',
    '/newsletter/unsubscribe',
    '/console',
    '/console/login',
  ]) {
    expect(layoutFor(path).tripPlanModal, path).toBe(false)
  }
})
