import {
  CreateConsolePackageBodySchema,
  DepartureMessageBodySchema,
  NewDepartureBodySchema,
} from '@trippy/contracts'
import { z } from '@trippy/contracts/zod'
import { expect, test } from 'vitest'
import { inputLimits } from './schema-limits.ts'

test('gives a text its maximum length and leaves out its minimum', () => {
  expect(inputLimits(DepartureMessageBodySchema.shape.title)).toEqual({ maxLength: 120 })
})

test('gives a number its minimum and maximum', () => {
  expect(inputLimits(NewDepartureBodySchema.shape.seats)).toEqual({ min: 1, max: 500 })
})

test('reads an optional field through', () => {
  expect(inputLimits(z.string().max(40).optional())).toEqual({ maxLength: 40 })
  expect(inputLimits(CreateConsolePackageBodySchema.shape.facts.unwrap().shape.bestSeason)).toEqual(
    {
      maxLength: 120,
    },
  )
})

test('gives nothing to a field without limits', () => {
  expect(inputLimits(z.string())).toEqual({})
  expect(inputLimits(z.boolean())).toEqual({})
})
