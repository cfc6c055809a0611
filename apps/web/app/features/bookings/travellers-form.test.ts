import { expect, test } from 'vitest'
import {
  readTravellers,
  splitTravellerErrors,
  startingTravellers,
  travellerFieldName,
  travellersNote,
} from './travellers-form.ts'

const empty = { name: '', age: null, gender: '', idType: '', idNumber: '' }

test('starts with one traveller per seat, the lead named after the booker', () => {
  expect(startingTravellers(2, [], 'Asha Rawat')).toEqual([{ ...empty, name: 'Asha Rawat' }, empty])
  const kept = { name: 'Asha R.', age: 34, gender: 'female', idType: 'aadhaar', idNumber: '1234' }
  expect(startingTravellers(1, [kept], 'Asha Rawat')).toEqual([kept])
})

test('names each field as the server names it in an error', () => {
  expect(travellerFieldName(1, 'age')).toBe('travellers.1.age')
})

test('reads every seat, leaving what is not given empty', () => {
  const values: Record<string, string> = {
    'travellers.0.name': ' Asha Rawat ',
    'travellers.0.age': '34',
    'travellers.0.gender': 'female',
    'travellers.0.idType': 'passport',
    'travellers.0.idNumber': 'Z1234567',
  }
  const { travellers, errors } = readTravellers((name) => values[name] ?? '', 2)
  expect(errors).toEqual({})
  expect(travellers).toEqual([
    { name: 'Asha Rawat', age: 34, gender: 'female', idType: 'passport', idNumber: 'Z1234567' },
    empty,
  ])
})

test('refuses an age or an ID number the server would refuse, with its messages', () => {
  const values: Record<string, string> = {
    'travellers.0.age': '2.5',
    'travellers.0.idNumber': 'AB/12',
    'travellers.1.age': '0',
    'travellers.2.age': '111',
    'travellers.2.gender': 'unknown',
  }
  const { travellers, errors } = readTravellers((name) => values[name] ?? '', 3)
  expect(errors).toEqual({
    'travellers.0.age': 'Age must be a whole number',
    'travellers.0.idNumber': 'ID number: letters, digits, spaces and dashes only',
    'travellers.1.age': 'Age must be at least 1',
    'travellers.2.age': 'Age must be at most 110',
  })
  expect(travellers[2]?.gender).toBe('')
})

test('puts the server’s traveller errors beside their fields, the rest apart', () => {
  expect(
    splitTravellerErrors({
      'travellers.1.age': 'Age must be at most 110',
      travellers: 'Enter one traveller for each of the 2 seats',
    }),
  ).toEqual({
    fields: { 'travellers.1.age': 'Age must be at most 110' },
    other: ['Enter one traveller for each of the 2 seats'],
  })
})

test('says the details are optional, except that Char Dham needs them before departure', () => {
  expect(travellersNote(false, 'booking')).toBe(
    'Optional now: you can also add or change them later from My Bookings, until 3 days before departure.',
  )
  expect(travellersNote(true, 'booking')).toBe(
    "Char Dham registration needs every traveller's name, age, gender and ID before departure: you can also add or change them later from My Bookings, until 3 days before departure.",
  )
  expect(travellersNote(false, 'my-bookings')).toBe(
    'You can change them here until 3 days before departure.',
  )
  expect(travellersNote(true, 'my-bookings')).toBe(
    "Char Dham registration needs every traveller's name, age, gender and ID before departure. You can change them here until 3 days before departure.",
  )
})
