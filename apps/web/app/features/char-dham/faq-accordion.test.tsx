import { renderToStaticMarkup } from 'react-dom/server'
import { expect, test } from 'vitest'
import { CHAR_DHAM_FAQ } from './char-dham-content.ts'
import { FaqAccordion, nextOpenItem } from './faq-accordion.tsx'

test('opens the clicked item and closes the one that was open', () => {
  expect(nextOpenItem(null, 2)).toBe(2)
  expect(nextOpenItem(2, 0)).toBe(0)
})

test('closes the open item when it is clicked again', () => {
  expect(nextOpenItem(1, 1)).toBeNull()
})

test('starts with every answer closed but in the page', () => {
  const html = renderToStaticMarkup(<FaqAccordion items={CHAR_DHAM_FAQ} />)
  expect(html.match(/aria-expanded="false"/g)).toHaveLength(4)
  expect(html.match(/ hidden=""/g)).toHaveLength(4)
  expect(html).toContain('May to October')
  expect(html.match(/▼/g)).toHaveLength(4)
})
