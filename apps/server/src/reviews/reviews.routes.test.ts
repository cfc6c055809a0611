import type {
  AuditEntry,
  Booking,
  ConsoleReview,
  OwnReview,
  PackageReviews,
  PackageSummary,
} from '@trippy/contracts'
import { addDays, indiaCalendarDate } from '@trippy/contracts/calendar'
import type { FastifyInstance, LightMyRequestResponse } from 'fastify'
import { describe, expect, test } from 'vitest'
import { bookOneSeat, payOffline } from '../../test/test-bookings.ts'
import { signUpAndLogIn, type TestCustomer } from '../../test/test-customers.ts'
import { queuedMailTo } from '../../test/test-outbox.ts'
import { createConsoleApp, signInOwner, type TestStaff } from '../../test/test-staff.ts'
import { sendReviewRequests } from './review-requests.ts'

const REVIEW = {
  rating: 5,
  title: 'Snow all the way to the summit',
  text: 'Our guide knew every turn of the trail, and the camps were warm and well run.',
}

/** A paid (confirmed) booking on Kedarkantha for this customer. */
async function confirmedBooking(app: FastifyInstance, customer: TestCustomer): Promise<Booking> {
  const { response } = await bookOneSeat(app, customer)
  const booking = response.json<{ data: Booking }>().data
  await payOffline(app, booking._id, Math.round(booking.amountDue * 100))
  return booking
}

/** A booking whose trip ended `endedDaysAgo` days ago and is completed, as the hourly job leaves it. */
async function completedBooking(
  app: FastifyInstance,
  customer: TestCustomer,
  endedDaysAgo = 3,
): Promise<Booking> {
  const booking = await confirmedBooking(app, customer)
  const end = addDays(indiaCalendarDate(new Date()), -endedDaysAgo)
  await app.db
    .updateTable('bookings')
    .set({ status: 'completed', start_date: addDays(end, -5), end_date: end })
    .where('id', '=', booking._id)
    .execute()
  return booking
}

function review(
  app: FastifyInstance,
  bookingId: string,
  headers: Record<string, string>,
  payload: object = REVIEW,
): Promise<LightMyRequestResponse> {
  return app.inject({ method: 'POST', url: `/api/bookings/${bookingId}/review`, headers, payload })
}

function moderate(
  app: FastifyInstance,
  staff: TestStaff,
  id: string,
  payload: object,
): Promise<LightMyRequestResponse> {
  return app.inject({
    method: 'PATCH',
    url: `/api/console/reviews/${id}`,
    headers: staff.auth,
    payload,
  })
}

async function kedarkantha(app: FastifyInstance) {
  const list = await app.inject({ method: 'GET', url: '/api/packages?q=Kedarkantha' })
  const found = list
    .json<{ data: PackageSummary[] }>()
    .data.find((pkg) => pkg.slug === 'kedarkantha-trek')
  const page = await app.inject({ method: 'GET', url: '/api/packages/kedarkantha-trek/reviews' })
  return { summary: found, reviews: page.json<{ data: PackageReviews }>().data }
}

describe('POST /api/bookings/:id/review', () => {
  test('only the owner of a completed booking may review it, once', async () => {
    const app = await createConsoleApp()
    const traveller = await signUpAndLogIn(app, { firstName: 'Asha' })
    const other = await signUpAndLogIn(app)
    const completed = await completedBooking(app, traveller)
    const confirmed = await confirmedBooking(app, traveller)

    expect((await review(app, completed._id, {})).statusCode).toBe(401)
    expect((await review(app, completed._id, other.auth)).statusCode).toBe(403)
    const early = await review(app, confirmed._id, traveller.auth)
    expect(early.statusCode).toBe(403)
    expect(early.json()).toMatchObject({ message: 'You can review a trip once it is completed.' })

    const created = await review(app, completed._id, traveller.auth)
    expect(created.statusCode).toBe(201)
    expect(created.json<{ data: OwnReview }>().data).toMatchObject({
      bookingId: completed._id,
      rating: 5,
      title: REVIEW.title,
      status: 'pending',
      reply: null,
    })
    const again = await review(app, completed._id, traveller.auth, { ...REVIEW, rating: 1 })
    expect(again.statusCode).toBe(409)

    const own = await app.inject({
      method: 'GET',
      url: `/api/bookings/${completed._id}/review`,
      headers: traveller.auth,
    })
    expect(own.json<{ data: OwnReview }>().data).toMatchObject({ rating: 5, status: 'pending' })
    const othersView = await app.inject({
      method: 'GET',
      url: `/api/bookings/${completed._id}/review`,
      headers: other.auth,
    })
    expect(othersView.statusCode).toBe(403)
  })

  test('refuses a rating outside 1 to 5 and a text under 30 characters', async () => {
    const app = await createConsoleApp()
    const traveller = await signUpAndLogIn(app)
    const completed = await completedBooking(app, traveller)
    const short = await review(app, completed._id, traveller.auth, {
      ...REVIEW,
      text: 'Lovely trek, great guide.',
    })
    expect(short.statusCode).toBe(400)
    expect(JSON.stringify(short.json())).toContain('at least 30 characters')
    expect(
      (await review(app, completed._id, traveller.auth, { ...REVIEW, rating: 6 })).statusCode,
    ).toBe(400)
    expect(
      (await review(app, completed._id, traveller.auth, { ...REVIEW, rating: 0 })).statusCode,
    ).toBe(400)
    expect((await review(app, completed._id, traveller.auth)).statusCode).toBe(201)
  })
})

describe('moderation and the rating', () => {
  test('a package has no rating until a review is published; then the average of the published', async () => {
    const app = await createConsoleApp()
    const owner = await signInOwner(app)
    const before = await kedarkantha(app)
    expect(before.summary).toMatchObject({ rating: 0, reviewCount: 0 })
    expect(before.reviews).toMatchObject({ rating: 0, reviewCount: 0, reviews: [] })

    const ids: string[] = []
    for (const [firstName, rating] of [
      ['Asha', 5],
      ['Ravi', 4],
      ['Meena', 1],
    ] as const) {
      const traveller = await signUpAndLogIn(app, { firstName })
      const booking = await completedBooking(app, traveller)
      const answer = await review(app, booking._id, traveller.auth, { ...REVIEW, rating })
      ids.push(answer.json<{ data: OwnReview }>().data._id)
    }
    const [asha = '', ravi = '', meena = ''] = ids
    // Pending reviews give no rating.
    expect((await kedarkantha(app)).summary).toMatchObject({ rating: 0, reviewCount: 0 })

    const inbox = await app.inject({
      method: 'GET',
      url: '/api/console/reviews',
      headers: owner.auth,
    })
    expect(inbox.statusCode).toBe(200)
    expect(inbox.json<{ data: ConsoleReview[] }>().data.map((item) => item.status)).toEqual([
      'pending',
      'pending',
      'pending',
    ])

    const published = await moderate(app, owner, asha, {
      status: 'published',
      reply: 'Thank you, Asha: see you on the next trail!',
    })
    expect(published.statusCode).toBe(200)
    expect(published.json<{ data: ConsoleReview }>().data).toMatchObject({
      status: 'published',
      reply: 'Thank you, Asha: see you on the next trail!',
      author: 'Asha R.',
    })
    expect((await moderate(app, owner, ravi, { status: 'published' })).statusCode).toBe(200)
    expect((await moderate(app, owner, meena, { status: 'rejected' })).statusCode).toBe(200)

    const after = await kedarkantha(app)
    expect(after.summary).toMatchObject({ rating: 4.5, reviewCount: 2 })
    expect(after.reviews).toMatchObject({ rating: 4.5, reviewCount: 2 })
    expect(after.reviews.reviews.map((item) => [item.author, item.rating, item.verified])).toEqual([
      ['Ravi R.', 4, true],
      ['Asha R.', 5, true],
    ])
    expect(after.reviews.reviews[1]?.reply).toBe('Thank you, Asha: see you on the next trail!')
    expect(after.reviews.reviews[1]?.travelledIn).toMatch(/^\d{4}-\d{2}$/)
    const detail = await app.inject({ method: 'GET', url: '/api/packages/kedarkantha-trek' })
    expect(detail.json()).toMatchObject({ data: { rating: 4.5, reviewCount: 2 } })

    // Unpublishing takes the review out of the rating again, and the inbox puts pending first.
    expect((await moderate(app, owner, ravi, { status: 'rejected' })).statusCode).toBe(200)
    expect((await kedarkantha(app)).summary).toMatchObject({ rating: 5, reviewCount: 1 })

    const audit = await app.inject({
      method: 'GET',
      url: '/api/console/audit',
      headers: owner.auth,
    })
    const actions = audit
      .json<{ data: AuditEntry[] }>()
      .data.filter((entry) => entry.entity === 'review')
      .map((entry) => entry.action)
    expect(actions).toEqual([
      'review.rejected',
      'review.rejected',
      'review.published',
      'review.published',
    ])
  })

  test('only staff may read the inbox or moderate; an unknown review is 404', async () => {
    const app = await createConsoleApp()
    const traveller = await signUpAndLogIn(app)
    const owner = await signInOwner(app)
    expect((await app.inject({ method: 'GET', url: '/api/console/reviews' })).statusCode).toBe(401)
    expect(
      (await app.inject({ method: 'GET', url: '/api/console/reviews', headers: traveller.auth }))
        .statusCode,
    ).toBe(403)
    const booking = await completedBooking(app, traveller)
    const id = (await review(app, booking._id, traveller.auth)).json<{ data: OwnReview }>().data._id
    const asCustomer = await app.inject({
      method: 'PATCH',
      url: `/api/console/reviews/${id}`,
      headers: traveller.auth,
      payload: { status: 'published' },
    })
    expect(asCustomer.statusCode).toBe(403)
    expect((await moderate(app, owner, 'a'.repeat(24), { status: 'published' })).statusCode).toBe(
      404,
    )
    expect((await moderate(app, owner, id, { status: 'hidden' })).statusCode).toBe(400)
    expect(
      (await app.inject({ method: 'GET', url: '/api/packages/no-such-trip/reviews' })).statusCode,
    ).toBe(404)
  })
})

test('asks for a review two days after the trip ends, once per booking', async () => {
  const app = await createConsoleApp()
  const traveller = await signUpAndLogIn(app, { firstName: 'Asha' })
  const yesterday = await completedBooking(app, traveller, 1)
  const twoDaysAgo = await completedBooking(app, traveller, 2)

  expect(await sendReviewRequests(app.db, app.mailContext)).toEqual([twoDaysAgo._id])
  expect(await sendReviewRequests(app.db, app.mailContext)).toEqual([])
  const mails = (await queuedMailTo(app, [traveller.email])).filter((mail) =>
    mail.subject.startsWith('How was'),
  )
  expect(mails).toHaveLength(1)
  expect(mails[0]?.text).toContain(`/bookings?review=${twoDaysAgo._id}`)
  expect(mails[0]?.text).not.toContain(yesterday._id)

  const tomorrow = new Date(Date.now() + 86_400_000)
  expect(await sendReviewRequests(app.db, app.mailContext, tomorrow)).toEqual([yesterday._id])
})
