import { expect, test } from 'vitest'
import { textOf } from './form-helpers.ts'

test('reads a text value and treats a missing one or a file as empty', () => {
  const data = new FormData()
  data.set('email', 'asha@example.com')
  data.set('photo', new File(['x'], 'photo.jpg'))
  expect(textOf(data, 'email')).toBe('asha@example.com')
  expect(textOf(data, 'phone')).toBe('')
  expect(textOf(data, 'photo')).toBe('')
})
