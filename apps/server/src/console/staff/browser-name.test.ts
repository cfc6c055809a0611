import { expect, test } from 'vitest'
import { browserName } from './browser-name.ts'

test('names the browser, its major version and the system of common User-Agents', () => {
  expect(
    browserName(
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
    ),
  ).toBe('Chrome 131 on Windows')
  expect(
    browserName(
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.2903.86',
    ),
  ).toBe('Edge 131 on Windows')
  expect(
    browserName('Mozilla/5.0 (X11; Ubuntu; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0'),
  ).toBe('Firefox 133 on Linux')
  expect(
    browserName(
      'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1',
    ),
  ).toBe('Safari 18 on iPhone')
  expect(
    browserName(
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.6 Safari/605.1.15',
    ),
  ).toBe('Safari 17 on macOS')
  expect(
    browserName(
      'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.6778.81 Mobile Safari/537.36',
    ),
  ).toBe('Chrome 131 on Android')
})

test('says so when there is no User-Agent or one it does not know', () => {
  expect(browserName(undefined)).toBe('Unknown browser')
  expect(browserName('')).toBe('Unknown browser')
  expect(browserName('SomeBot/1.0 (Linux)')).toBe('Unknown browser on Linux')
})
