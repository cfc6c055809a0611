import { expect, test } from 'vitest'
import { BOOKING_TEXTS, cancelledText } from './booking-messages.ts'
import { prefilledDetails, splitServerErrors, validateCustomerDetails } from './customer-details.ts'

const complete = {
  fullName: 'Asha Rawat',
  email: 'asha@example.com',
  phone: '+91 98765 43210',
  address: '12 Mall Road, Mussoorie',
  emergencyContact: '+91 98111 00000',
  emergencyName: 'Ravi Rawat',
  specialRequirements: '',
}

test('accepts the form with every required field and no special requirements', () => {
  expect(validateCustomerDetails(complete)).toEqual({})
})

test('requires full name, email, phone, address and both emergency contact fields', () => {
  const blank = Object.fromEntries(
    Object.keys(complete).map((key) => [key, '  ']),
  ) as typeof complete
  expect(validateCustomerDetails(blank)).toEqual({
    fullName: 'Full name is required',
    email: 'Please enter a valid email address',
    phone: 'Phone is required',
    address: 'Address is required',
    emergencyContact: 'Emergency contact phone is required',
    emergencyName: 'Emergency contact name is required',
  })
})

test('refuses an email that does not look like one', () => {
  expect(validateCustomerDetails({ ...complete, email: 'asha@' })).toEqual({
    email: 'Please enter a valid email address',
  })
})

test('prefills full name and email from the signed-in customer', () => {
  const details = prefilledDetails({
    _id: '0123456789abcdef01234567',
    firstName: 'Asha',
    lastName: 'Rawat',
    email: 'asha@example.com',
    phone: '+91 98765 43210',
    address: 'Mussoorie',
    isProfileComplete: true,
  })
  expect(details.fullName).toBe('Asha Rawat')
  expect(details.email).toBe('asha@example.com')
  expect(details.emergencyContact).toBe('')
})

test('puts the server field errors beside their fields and keeps the others apart', () => {
  expect(
    splitServerErrors({
      'customerDetails.phone': 'Phone is required',
      numberOfSeats: 'At most 16 travellers on this trip',
    }),
  ).toEqual({
    fields: { phone: 'Phone is required' },
    other: ['At most 16 travellers on this trip'],
  })
})

test('uses the spec booking messages word for word', () => {
  expect(BOOKING_TEXTS.confirmed).toBe('Booking confirmed! We will contact you shortly.')
  expect(BOOKING_TEXTS.failed).toBe('Failed to process booking. Please try again.')
  expect(BOOKING_TEXTS.invalidData).toBe('Invalid booking data')
  expect(BOOKING_TEXTS.invalidBooking).toBe('Invalid Booking')
  expect(BOOKING_TEXTS.confirm).toBe('Confirm Booking')
  expect(BOOKING_TEXTS.confirming).toBe('Confirming Booking...')
  expect(cancelledText('₹8,662.50', 11550, 8662.5)).toContain('within 7-10 business days')
})
