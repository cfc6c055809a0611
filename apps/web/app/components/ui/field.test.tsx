import { renderToStaticMarkup } from 'react-dom/server'
import { expect, test } from 'vitest'
import { FormField, SelectField, TextAreaField } from './field.tsx'

function parse(html: string): { control: string; ids: Record<string, string> } {
  const control = /<(input|select|textarea)[^>]*>/.exec(html)?.[0] ?? ''
  const ids = Object.fromEntries(
    [...html.matchAll(/<p id="([^"]+)"[^>]*>([^<]*)</g)].map((m) => [m[2] ?? '', m[1] ?? '']),
  )
  return { control, ids }
}

test('ties the label to the control', () => {
  const html = renderToStaticMarkup(<FormField label="Email" name="email" type="email" />)
  const id = /<label for="([^"]+)"/.exec(html)?.[1]
  expect(id).toBeTruthy()
  const { control } = parse(html)
  expect(control).toContain(`id="${id}"`)
  expect(control).toContain('type="email"')
  expect(control).toContain('name="email"')
})

test('a field without error or hint is neither invalid nor described', () => {
  const { control } = parse(renderToStaticMarkup(<FormField label="Email" name="email" />))
  expect(control).not.toContain('aria-invalid="')
  expect(control).not.toContain('aria-describedby="')
})

test('an error marks the control invalid, describes it and is announced as an alert', () => {
  const html = renderToStaticMarkup(
    <FormField label="Email" name="email" error="Please enter a valid email" />,
  )
  const { control, ids } = parse(html)
  const errorId = ids['Please enter a valid email']
  expect(control).toContain('aria-invalid="true"')
  expect(control).toContain(`aria-describedby="${errorId}"`)
  expect(html).toContain(`<p id="${errorId}" role="alert"`)
})

test('the hint and the error both describe the control, hint first', () => {
  const { control, ids } = parse(
    renderToStaticMarkup(
      <TextAreaField label="Address" name="address" hint="Street and town" error="Too long" />,
    ),
  )
  expect(control).toContain(`aria-describedby="${ids['Street and town']} ${ids['Too long']}"`)
})

test('a required field is required and marked with a star hidden from screen readers', () => {
  const html = renderToStaticMarkup(<FormField label="First name" name="firstName" required />)
  expect(parse(html).control).toContain('required=""')
  expect(html).toContain('<span aria-hidden="true" class="text-red-700"> *</span>')
  const optional = renderToStaticMarkup(<FormField label="Last name" name="lastName" />)
  expect(optional).not.toContain('aria-hidden')
})

test('a select lists its options after the empty one when there is an empty label', () => {
  const options = [
    { value: 'trek', label: 'Trek' },
    { value: 'yatra', label: 'Yatra' },
  ]
  const withEmpty = renderToStaticMarkup(
    <SelectField label="Trip type" name="tripType" options={options} emptyLabel="Choose one" />,
  )
  expect([...withEmpty.matchAll(/<option value="([^"]*)"/g)].map((m) => m[1])).toEqual([
    '',
    'trek',
    'yatra',
  ])
  const withoutEmpty = renderToStaticMarkup(
    <SelectField label="Trip type" name="tripType" options={options} />,
  )
  expect(withoutEmpty).not.toContain('<option value="">')
})
