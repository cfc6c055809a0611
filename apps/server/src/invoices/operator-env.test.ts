import { expect, test } from 'vitest'
import { loadEnv } from '../env.ts'

test('issues invoices as the demo operator in Uttarakhand unless told otherwise', () => {
  const env = loadEnv({})
  expect(env).toMatchObject({
    INVOICE_PREFIX: 'TH',
    OPERATOR_LEGAL_NAME: 'Trippy Himalaya Treks Pvt Ltd',
    OPERATOR_GSTIN: '05AABCT1234F1ZW',
    OPERATOR_STATE: 'Uttarakhand',
  })
  expect(env.OPERATOR_ADDRESS).toContain('Dehradun')
  expect(loadEnv({ OPERATOR_GSTIN: '29aagcb7383j1z4', OPERATOR_STATE: 'Karnataka' })).toMatchObject(
    {
      OPERATOR_GSTIN: '29AAGCB7383J1Z4',
    },
  )
})

test('refuses at start a malformed GSTIN, one of another state, an unknown state or a long prefix', () => {
  expect(() => loadEnv({ OPERATOR_GSTIN: '05AABCT1234F1ZX' })).toThrow(/OPERATOR_GSTIN/)
  expect(() => loadEnv({ OPERATOR_GSTIN: '29AAGCB7383J1Z4' })).toThrow(
    /OPERATOR_GSTIN: a GSTIN registered in Uttarakhand begins with 05/,
  )
  expect(() => loadEnv({ OPERATOR_STATE: 'Outside India' })).toThrow(/OPERATOR_STATE/)
  expect(() => loadEnv({ INVOICE_PREFIX: 'TH/2026' })).toThrow(/INVOICE_PREFIX/)
  expect(() => loadEnv({ INVOICE_PREFIX: 'TRIPPYHIM' })).toThrow(/INVOICE_PREFIX/)
})
