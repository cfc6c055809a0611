import { signedInCustomer } from './account-helpers.ts'
import { fetchTrip, pageBearer } from './booking-helpers.ts'
import { consoleSignIn, expect } from './console-helpers.ts'
import { expectAccessible, test } from './fixtures.ts'

// A real PDF's first bytes are all the server looks at; the rest is a minimal document.
const PDF = Buffer.from('%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<<>>\n%%EOF\n')

test('a traveller completes the trip checklist; the operator opens the manifest and checks them in', async ({
  page,
  request,
}) => {
  // Two journeys in one test, on a real server: a customer's and the console's.
  test.setTimeout(180_000)
  await signedInCustomer(page, request)
  // Roopkund climbs to 4,800 m: its travellers upload a medical certificate.
  const trip = await fetchTrip(request, 'roopkund-trek')
  const departure = trip.batchDates.find((batch) => batch.availability > 0)
  if (!departure) throw new Error('Roopkund has no departure with seats')
  const booked = await request.post('/api/bookings', {
    headers: await pageBearer(page),
    data: {
      packageId: trip._id,
      batchId: departure._id,
      numberOfSeats: 1,
      paymentType: 'full',
      customerDetails: {
        fullName: 'Asha Rawat',
        email: 'asha@example.com',
        phone: '+91 98765 43210',
        address: 'Dehradun',
        emergencyContact: '+91 98111 00000',
        emergencyName: 'Ravi Rawat',
      },
    },
  })
  expect(booked.status()).toBe(201)
  const bookingId = ((await booked.json()) as { data: { _id: string } }).data._id

  await page.goto('/bookings')
  const booking = page.getByRole('article').filter({ hasText: bookingId })
  const checklist = booking.getByRole('region', { name: 'Trip checklist' })
  await expect(checklist.getByTestId('readiness-summary')).toHaveText('2 items are still missing.')
  await expectAccessible(page)

  await checklist.getByLabel('Emergency contact name').fill('Ravi Rawat')
  await checklist.getByLabel('Emergency contact phone').fill('+91 98111 00000')
  await checklist.getByRole('button', { name: /Save contact/ }).click()
  await expect(checklist.getByTestId('readiness-summary')).toHaveText('1 item is still missing.')

  await checklist
    .getByLabel(/Medical certificate of/)
    .setInputFiles({ name: 'certificate.pdf', mimeType: 'application/pdf', buffer: PDF })
  await checklist.getByRole('button', { name: /Upload certificate/ }).click()
  await expect(checklist.getByTestId('readiness-summary')).toHaveText(
    'Everything is ready for the trip.',
  )
  await expect(checklist.getByText('Medical certificate: done')).toBeVisible()

  await consoleSignIn(page)
  await page.goto(`/console/departures/${departure._id}/manifest`)
  await expect(page.getByRole('heading', { level: 1, name: /Manifest: Roopkund/ })).toBeVisible()
  const row = page
    .getByTestId('manifest-row')
    .filter({ hasText: bookingId.slice(-8).toUpperCase() })
  await expect(row).toContainText('Ready')
  await expect(row).toContainText('Ravi Rawat, +91 98111 00000')
  await expect(row.getByTestId('check-in-status')).toHaveText('Not yet')
  await expectAccessible(page)
  const download = page.waitForEvent('download')
  await row.getByRole('button', { name: /View certificate/ }).click()
  expect((await download).suggestedFilename()).toMatch(/^medical-certificate-.+-1\.pdf$/)
  await row.getByRole('button', { name: /^Present/ }).click()
  await expect(row.getByTestId('check-in-status')).toHaveText('Present')
  await page.reload()
  await expect(
    page
      .getByTestId('manifest-row')
      .filter({ hasText: bookingId.slice(-8).toUpperCase() })
      .getByTestId('check-in-status'),
  ).toHaveText('Present')
})
