import { parseWithZod } from '@conform-to/zod/v4'
import { EnquiryBodySchema, LeadBodySchema } from '@trippy/contracts'
import { expect, test } from 'vitest'

// The forms validate through Conform, which turns the form's strings into the schema's types
// before the contract schema runs: these are the messages a visitor sees for what they typed.
function errorsOf(schema: typeof LeadBodySchema | typeof EnquiryBodySchema, fields: object) {
  const data = new FormData()
  for (const [name, value] of Object.entries(fields)) data.set(name, String(value))
  const submission = parseWithZod(data, { schema })
  return submission.status === 'error' ? submission.error : {}
}

test('an empty lead form names each required field in the spec words', () => {
  expect(
    errorsOf(LeadBodySchema, {
      kind: 'lead',
      firstName: '',
      lastName: '',
      email: '',
      countryCode: '91',
      phone: '',
      packageType: '',
      travelers: '',
      website: '',
    }),
  ).toEqual({
    firstName: ['Please enter your first name'],
    packageType: ['Please select a package'],
    travelers: ['Please enter the number of travelers'],
  })
})

test('travelers typed as words or fractions are refused as the spec says', () => {
  const base = { kind: 'lead', firstName: 'Asha', packageType: '2dham' }
  expect(errorsOf(LeadBodySchema, { ...base, travelers: 'two' })).toEqual({
    travelers: ['Travelers must be a number'],
  })
  expect(errorsOf(LeadBodySchema, { ...base, travelers: '1.5' })).toEqual({
    travelers: ['Travelers must be a whole number'],
  })
  expect(errorsOf(LeadBodySchema, { ...base, travelers: ' 3 ' })).toEqual({})
})

test('an empty enquiry names first name, phone, email and trip type', () => {
  expect(
    errorsOf(EnquiryBodySchema, {
      kind: 'enquiry',
      firstName: ' ',
      phone: '',
      email: '',
      tripType: '',
      message: '',
    }),
  ).toEqual({
    firstName: ['Please enter your first name'],
    phone: ['Please enter your phone number'],
    email: ['Please enter your email address'],
    tripType: ['Please select a trip type'],
  })
})
