import { randomBytes } from 'node:crypto'
import { expect, test } from 'vitest'
import { createTestApp } from '../../test/test-app.ts'
import { LEAD_RATE_LIMIT } from './leads.routes.ts'

type TestApp = Awaited<ReturnType<typeof createTestApp>>

/** A fresh client address per test, so counters in a shared Redis never collide. */
function newAddress(): string {
  return `10.${[...randomBytes(3)].join('.')}`
}

function sendLead(app: TestApp, payload: unknown, address = newAddress()) {
  return app.inject({
    method: 'POST',
    url: '/api/leads/create',
    remoteAddress: address,
    payload: payload as Record<string, unknown>,
  })
}

const lead = {
  kind: 'lead',
  firstName: 'Asha',
  lastName: 'Rawat',
  email: 'Asha.Rawat@example.in',
  countryCode: '91',
  phone: '98765 43210',
  packageType: '4dham',
  travelers: 4,
  message: 'We are two families with parents over 60.',
  sourcePath: '/char-dham',
}

const enquiry = {
  firstName: 'Vikram',
  phone: '+91 91234 56789',
  email: 'vikram@example.com',
  message: 'Is Kedarnath open in the first week of May?',
  tripType: 'chardham',
  sourcePath: '/packages/kedarnath-yatra',
}

async function storedLeads(app: TestApp) {
  return app.db.selectFrom('leads').selectAll().execute()
}

async function queuedMail(app: TestApp) {
  return app.db.selectFrom('mail_outbox').selectAll().execute()
}

test('stores a trip-plan lead with its page and time, and queues a mail to the operator', async () => {
  const app = await createTestApp({ SUPPORT_EMAIL: 'desk@trippy.example' })
  const before = new Date().toISOString()
  const response = await sendLead(app, lead)

  expect(response.statusCode).toBe(201)
  const body = response.json<{ success: boolean; data: { _id: string } }>()
  expect(body.success).toBe(true)
  expect(body.data._id).toMatch(/^[0-9a-f]{24}$/)
  const [row, ...others] = await storedLeads(app)
  expect(others).toEqual([])
  expect(row).toMatchObject({
    id: body.data._id,
    kind: 'lead',
    first_name: 'Asha',
    last_name: 'Rawat',
    email: 'asha.rawat@example.in',
    country_code: '91',
    phone: '98765 43210',
    package_type: '4dham',
    travelers: 4,
    trip_type: null,
    message: 'We are two families with parents over 60.',
    source_path: '/char-dham',
  })
  expect(row?.created_at && row.created_at >= before).toBe(true)

  const [mail] = await queuedMail(app)
  expect(mail).toMatchObject({
    to_address: 'desk@trippy.example',
    subject: 'New trip-plan lead: Asha Rawat, Char Dham Yatra, 4 travellers',
    status: 'queued',
    attempts: 0,
  })
  expect(mail?.text_body).toContain('Phone: +91 98765 43210')
  expect(mail?.text_body).toContain('Package: Char Dham Yatra')
  expect(mail?.text_body).toContain('Sent from: /char-dham')
  expect(mail?.text_body).toContain(`Reference: ${body.data._id}`)
})

test('accepts the lead shape the original site sends: no kind, country code 91 by default', async () => {
  const app = await createTestApp()
  const response = await sendLead(app, { firstName: 'Meera', packageType: '1dham', travelers: 1 })

  expect(response.statusCode).toBe(201)
  expect(await storedLeads(app)).toMatchObject([
    {
      kind: 'lead',
      first_name: 'Meera',
      last_name: null,
      email: null,
      phone: null,
      country_code: '91',
      package_type: '1dham',
      travelers: 1,
      source_path: null,
    },
  ])
})

test('names a lead of one traveller in the singular in its mail’s subject', async () => {
  const app = await createTestApp({ SUPPORT_EMAIL: 'desk@trippy.example' })
  const response = await sendLead(app, { firstName: 'Meera', packageType: '1dham', travelers: 1 })

  expect(response.statusCode).toBe(201)
  const [mail] = await queuedMail(app)
  expect(mail?.subject).toMatch(/^New trip-plan lead: Meera, .+, 1 traveller$/)
})

test('stores an enquiry from the Send Query panel, with the trip it was sent about', async () => {
  const app = await createTestApp({ SUPPORT_EMAIL: 'desk@trippy.example' })
  const response = await sendLead(app, { ...enquiry, trip: 'Kedarnath Yatra' })

  expect(response.statusCode).toBe(201)
  expect(await storedLeads(app)).toMatchObject([
    {
      kind: 'enquiry',
      first_name: 'Vikram',
      phone: '+91 91234 56789',
      email: 'vikram@example.com',
      trip_type: 'chardham',
      trip: 'Kedarnath Yatra',
      package_type: null,
      travelers: null,
      message: 'Is Kedarnath open in the first week of May?',
      source_path: '/packages/kedarnath-yatra',
    },
  ])
  const [mail] = await queuedMail(app)
  expect(mail?.subject).toBe('New query: Vikram, Kedarnath Yatra')
  expect(mail?.text_body).toContain('Trip type: Char Dham Yatra')
})

test.each([
  ['firstName', 'Please enter your first name'],
  ['packageType', 'Please select a package'],
  ['travelers', 'Please enter the number of travelers'],
])('refuses a lead without %s, with the field error', async (field, message) => {
  const app = await createTestApp()
  const response = await sendLead(app, { ...lead, [field]: undefined })

  expect(response.statusCode).toBe(400)
  expect(response.json()).toEqual({
    success: false,
    message: 'Invalid input',
    errors: [{ path: field, message }],
  })
  expect(await storedLeads(app)).toEqual([])
  expect(await queuedMail(app)).toEqual([])
})

test.each([
  ['firstName', 'Please enter your first name'],
  ['phone', 'Please enter your phone number'],
  ['email', 'Please enter your email address'],
  ['tripType', 'Please select a trip type'],
])('refuses an enquiry without %s, with the field error', async (field, message) => {
  const app = await createTestApp()
  for (const missing of [undefined, '']) {
    const response = await sendLead(app, { ...enquiry, [field]: missing })
    expect(response.statusCode).toBe(400)
    expect(response.json()).toMatchObject({ success: false, errors: [{ path: field, message }] })
  }
  expect(await storedLeads(app)).toEqual([])
})

test('refuses a blank first name, a package that is not offered and a trip type that is not', async () => {
  const app = await createTestApp()
  const badLead = await sendLead(app, { ...lead, firstName: '   ', packageType: 'everest' })
  expect(badLead.json<{ errors: unknown }>().errors).toEqual([
    { path: 'firstName', message: 'Please enter your first name' },
    { path: 'packageType', message: 'Please select a package' },
  ])
  const badEnquiry = await sendLead(app, { ...enquiry, tripType: 'cruise' })
  expect(badEnquiry.statusCode).toBe(400)
  expect(badEnquiry.json<{ errors: unknown }>().errors).toEqual([
    { path: 'tripType', message: 'Please select a trip type' },
  ])
})

test('refuses an email that does not look like one, on a lead and on an enquiry', async () => {
  const app = await createTestApp()
  for (const payload of [
    { ...lead, email: 'asha@' },
    { ...lead, email: 'not an email' },
    { ...enquiry, email: 'vikram.example.com' },
  ]) {
    const response = await sendLead(app, payload)
    expect(response.statusCode).toBe(400)
    expect(response.json<{ errors: unknown }>().errors).toEqual([
      { path: 'email', message: 'Please enter a valid email address' },
    ])
  }
  expect(await storedLeads(app)).toEqual([])
})

test.each([
  ['abc', 'Travelers must be a number'],
  ['4', 'Travelers must be a number'],
  [2.5, 'Travelers must be a whole number'],
  [0, 'Please enter at least 1 traveler'],
  [501, 'Please enter at most 500 travelers'],
])('refuses travelers of %j', async (travelers, message) => {
  const app = await createTestApp()
  const response = await sendLead(app, { ...lead, travelers })

  expect(response.statusCode).toBe(400)
  expect(response.json<{ errors: unknown }>().errors).toEqual([{ path: 'travelers', message }])
  expect(await storedLeads(app)).toEqual([])
})

test('refuses a country code other than +91, a phone with letters and a foreign source page', async () => {
  const app = await createTestApp()
  const cases: [Record<string, unknown>, string, string][] = [
    [{ ...lead, countryCode: '44' }, 'countryCode', 'Only +91 is offered'],
    [{ ...lead, phone: 'call me maybe' }, 'phone', 'Please enter a valid phone number'],
    [{ ...enquiry, phone: '98765<script>' }, 'phone', 'Please enter a valid phone number'],
    [{ ...lead, sourcePath: 'https://evil.example/' }, 'sourcePath', 'Must be a path on this site'],
    [{ ...lead, sourcePath: '//evil.example/x' }, 'sourcePath', 'Must be a path on this site'],
  ]
  for (const [payload, path, message] of cases) {
    const response = await sendLead(app, payload)
    expect(response.statusCode).toBe(400)
    expect(response.json<{ errors: unknown }>().errors).toEqual([{ path, message }])
  }
  const plus = await sendLead(app, { ...lead, countryCode: '+91' })
  expect(plus.statusCode).toBe(201)
})

test('keeps HTML, script, emoji and 10,000 characters exactly as typed, as plain text', async () => {
  const app = await createTestApp()
  const html = `<script>alert("x")</script><img src=x onerror=alert(1)> Namaste 🙏🏔️ "quoted" & 'single'`
  const long = '🏔'.repeat(10_000)
  const first = await sendLead(app, { ...enquiry, firstName: '<b>Vikram</b>', message: html })
  const second = await sendLead(app, { ...lead, message: long })

  expect(first.statusCode).toBe(201)
  expect(second.statusCode).toBe(201)
  expect(first.body).not.toContain('<script>')
  const rows = await app.db
    .selectFrom('leads')
    .select(['first_name', 'message'])
    .orderBy('kind')
    .execute()
  expect(rows).toEqual([
    { first_name: '<b>Vikram</b>', message: html },
    { first_name: 'Asha', message: long },
  ])
  const mails = await queuedMail(app)
  expect(mails.map((mail) => mail.text_body).join('\n')).toContain(html)
})

test('refuses a message over 10,000 characters', async () => {
  const app = await createTestApp()
  const response = await sendLead(app, { ...enquiry, message: 'a'.repeat(10_001) })

  expect(response.statusCode).toBe(400)
  expect(response.json<{ errors: unknown }>().errors).toEqual([
    { path: 'message', message: 'Please keep your message under 10,000 characters' },
  ])
})

test('answers 201 to a filled honeypot, valid or not, and stores and mails nothing', async () => {
  const app = await createTestApp()
  for (const payload of [
    { ...lead, website: 'https://spam.example' },
    { ...enquiry, website: 'x' },
    { firstName: '', website: 'buy now' },
  ]) {
    const response = await sendLead(app, payload)
    expect(response.statusCode).toBe(201)
    expect(response.json<{ data: { _id: string } }>().data._id).toMatch(/^[0-9a-f]{24}$/)
  }
  expect(await storedLeads(app)).toEqual([])
  expect(await queuedMail(app)).toEqual([])

  const blank = await sendLead(app, { ...lead, website: '' })
  expect(blank.statusCode).toBe(201)
  expect(await storedLeads(app)).toHaveLength(1)
})

test('answers 429 past the limit per address, and counts each address apart', async () => {
  const app = await createTestApp()
  const address = newAddress()
  for (let sent = 0; sent < LEAD_RATE_LIMIT.max; sent++) {
    expect((await sendLead(app, lead, address)).statusCode).toBe(201)
  }
  const refused = await sendLead(app, lead, address)
  expect(refused.statusCode).toBe(429)
  expect(refused.json()).toEqual({
    success: false,
    message: 'Too many requests from your network. Please try again in a few minutes.',
  })
  expect((await sendLead(app, enquiry, newAddress())).statusCode).toBe(201)
  expect(await storedLeads(app)).toHaveLength(LEAD_RATE_LIMIT.max + 1)
})

test('refuses a body that is neither a lead nor an enquiry', async () => {
  const app = await createTestApp()
  for (const payload of [{ ...lead, kind: 'order' }, [lead]]) {
    const response = await sendLead(app, payload)
    expect(response.statusCode).toBe(400)
    expect(response.json()).toMatchObject({ success: false, message: 'Invalid input' })
  }
})
