import type { ConsoleBookingDetail } from '@trippy/contracts'
import { formatCalendarDate, formatIndiaTime } from '@trippy/contracts/calendar'
import { useState } from 'react'
import { Link, useRevalidator } from 'react-router'
import { useToast } from '../../components/ui/toast.tsx'
import { primaryButtonClass } from '../../components/ui/button-classes.ts'
import {
  CancelBookingDialog,
  RecordPaymentDialog,
  RefundProcessedForm,
} from '../../features/console/booking-dialogs.tsx'
import { downloadFile, loadConsole, problemText } from '../../features/console/console-api.ts'
import { dangerButtonClass, secondaryButtonClass } from '../../features/console/console-dialog.tsx'
import {
  BOOKING_STATUS_LABELS,
  consoleMeta,
  PAYMENT_METHOD_LABELS,
} from '../../features/console/console-texts.ts'
import {
  cellClass,
  ConsolePage,
  DataTable,
  EmptyNote,
  Panel,
  linkClass,
  bookingReference,
} from '../../features/console/console-ui.tsx'
import { useConsoleStaff } from '../../features/console/use-console-staff.ts'
import { TripPassReissue } from '../../features/console/trip-pass-reissue.tsx'
import { formatInr } from '@trippy/contracts/money'
import type { Route } from './+types/booking'

export function meta() {
  return consoleMeta('Booking')
}

export async function clientLoader({ request, params }: Route.ClientLoaderArgs) {
  const { data } = await loadConsole<ConsoleBookingDetail>(
    request,
    `/api/console/bookings/${encodeURIComponent(params.id)}`,
  )
  return { booking: data }
}

type Open = 'payment' | 'cancel' | null

/** One booking as the desk sees it, with what staff can do to it. */
export default function ConsoleBookingPage({ loaderData }: Route.ComponentProps) {
  const { booking } = loaderData
  const staff = useConsoleStaff()
  const revalidator = useRevalidator()
  const toast = useToast()
  const [open, setOpen] = useState<Open>(null)
  const status = booking.metadata.status
  const live = status === 'pending' || status === 'confirmed'
  const refresh = () => void revalidator.revalidate()
  const info = booking.bookingInfo
  const details = booking.customerDetails

  async function downloadInvoice() {
    if (!booking.invoiceNumber) return
    try {
      await downloadFile(
        `/api/console/bookings/${booking._id}/invoice.pdf`,
        `invoice-${booking.invoiceNumber.replaceAll('/', '-')}.pdf`,
      )
    } catch (error) {
      toast.error(problemText(error, 'The invoice could not be downloaded. Please try again.'))
    }
  }

  return (
    <ConsolePage
      title={`Booking ${bookingReference(booking._id)}`}
      intro={`${booking.packageDetails.packageName}, ${formatCalendarDate(booking.batchDetails.startDate)} – ${formatCalendarDate(booking.batchDetails.endDate)}`}
      actions={
        <>
          {live ? (
            <button type="button" onClick={() => setOpen('payment')} className={primaryButtonClass}>
              Record payment
            </button>
          ) : null}
          {booking.invoiceNumber ? (
            <button
              type="button"
              onClick={() => void downloadInvoice()}
              className={secondaryButtonClass}
            >
              Download invoice
            </button>
          ) : null}
          {live ? (
            <button type="button" onClick={() => setOpen('cancel')} className={dangerButtonClass}>
              Cancel booking
            </button>
          ) : null}
        </>
      }
    >
      <p>
        <Link
          to="/console/bookings"
          className="text-brand font-medium underline underline-offset-4"
        >
          Back to the bookings desk
        </Link>
      </p>
      {booking.overpaid > 0 ? (
        <p
          role="status"
          data-testid="overpaid"
          className="rounded-xl bg-amber-50 px-4 py-3 text-amber-950 ring-1 ring-amber-300"
        >
          <strong>Overpaid by {formatInr(booking.overpaid)}.</strong> More was received than the
          booking's total of {formatInr(info.total)}: refund the amount over to the traveller.
        </p>
      ) : null}
      <div className="grid gap-4 lg:grid-cols-2">
        <Panel title="Status and amounts">
          <dl className="grid grid-cols-2 gap-x-4 gap-y-2 text-sm" data-testid="booking-status">
            <Fact term="Status" value={BOOKING_STATUS_LABELS[status]} />
            <Fact term="Seats" value={String(info.numberOfSeats)} />
            <Fact term="Payment plan" value={info.paymentType === 'advance' ? 'Advance' : 'Full'} />
            <Fact term="Total" value={formatInr(info.total)} />
            <Fact term="Paid" value={formatInr(booking.amountPaid)} />
            <Fact term="Due now" value={formatInr(booking.amountDue)} />
            {booking.overpaid > 0 ? (
              <Fact term="Overpaid" value={formatInr(booking.overpaid)} />
            ) : null}
            {booking.balanceDueDate ? (
              <Fact
                term="Balance due by"
                value={`${formatCalendarDate(booking.balanceDueDate)}${booking.balanceOverdue ? ' (overdue)' : ''}`}
              />
            ) : null}
            {booking.holdExpiresAt && status === 'pending' ? (
              <Fact term="Hold expires" value={formatIndiaTime(booking.holdExpiresAt)} />
            ) : null}
            {booking.cancelReason ? <Fact term="Cancelled" value={booking.cancelReason} /> : null}
            {booking.refundAmount !== undefined ? (
              <Fact term="Refund" value={formatInr(booking.refundAmount)} />
            ) : null}
            {booking.invoiceNumber ? <Fact term="Invoice" value={booking.invoiceNumber} /> : null}
            <Fact term="Booked" value={formatIndiaTime(booking.metadata.bookingDate)} />
          </dl>
        </Panel>
        <Panel title="Traveller">
          <dl className="grid grid-cols-2 gap-x-4 gap-y-2 text-sm">
            <Fact term="Name" value={details.fullName} />
            <Fact term="Email" value={details.email} />
            <Fact term="Phone" value={details.phone} />
            <Fact term="Address" value={details.address} />
            <Fact
              term="Emergency contact"
              value={`${details.emergencyName}, ${details.emergencyContact}`}
            />
            <Fact term="Account" value={booking.accountEmail ?? '—'} />
            {details.specialRequirements ? (
              <Fact term="Special requirements" value={details.specialRequirements} />
            ) : null}
          </dl>
          <p className="mt-3 text-sm">
            <Link to={`/console/customers/${booking.customerId}`} className={linkClass}>
              The customer's page
            </Link>
          </p>
        </Panel>
      </div>

      {status === 'confirmed' ? (
        <Panel title="Trip pass">
          <TripPassReissue bookingId={booking._id} onDone={refresh} />
        </Panel>
      ) : null}

      <Panel title="Travellers per seat">
        {booking.travellers.length === 0 ? (
          <EmptyNote>No traveller details yet.</EmptyNote>
        ) : (
          <DataTable caption="Travellers per seat" head={['Seat', 'Name', 'Age', 'Gender', 'ID']}>
            {booking.travellers.map((traveller, seat) => (
              <tr key={seat}>
                <td className={cellClass}>{seat + 1}</td>
                <td className={cellClass}>{traveller.name || '—'}</td>
                <td className={cellClass}>{traveller.age ?? '—'}</td>
                <td className={cellClass}>{traveller.gender || '—'}</td>
                <td className={cellClass}>
                  {traveller.idType ? `${traveller.idType} ${traveller.idNumber}` : '—'}
                </td>
              </tr>
            ))}
          </DataTable>
        )}
        {booking.travellersMissing > 0 ? (
          <p className="mt-2 text-sm text-amber-900">
            {booking.travellersMissing} of {info.numberOfSeats} seats still need traveller details.
          </p>
        ) : null}
      </Panel>

      <Panel title="Payments">
        {booking.payments.length === 0 ? (
          <EmptyNote>No payments yet.</EmptyNote>
        ) : (
          <DataTable
            caption="Payments"
            head={['Amount', 'Method', 'Reference', 'Status', 'Received']}
          >
            {booking.payments.map((payment) => (
              <tr key={payment._id}>
                <td className={`${cellClass} tabular-nums`}>{formatInr(payment.amount)}</td>
                <td className={cellClass}>{PAYMENT_METHOD_LABELS[payment.method]}</td>
                <td className={cellClass}>{payment.reference ?? '—'}</td>
                <td className={cellClass}>{payment.status}</td>
                <td className={cellClass}>
                  {payment.receivedAt ? formatIndiaTime(payment.receivedAt) : '—'}
                </td>
              </tr>
            ))}
          </DataTable>
        )}
      </Panel>

      <Panel title="Refunds">
        {booking.refunds.length === 0 ? (
          <EmptyNote>No refunds.</EmptyNote>
        ) : (
          <ul className="space-y-3">
            {booking.refunds.map((refund) => (
              <li key={refund._id} className="rounded-xl p-3 ring-1 ring-slate-200">
                <p className="font-medium">
                  {formatInr(refund.amount)} ·{' '}
                  {refund.status === 'processed'
                    ? `processed${refund.processedAt ? ` ${formatIndiaTime(refund.processedAt)}` : ''}${refund.reference ? `, reference ${refund.reference}` : ''}`
                    : refund.throughGateway
                      ? `going back through Razorpay${refund.reference ? ` (${refund.reference})` : ''}`
                      : 'to be paid back by hand'}
                </p>
                {refund.status === 'pending' && !refund.throughGateway ? (
                  <div className="mt-2">
                    <RefundProcessedForm refundId={refund._id} onDone={refresh} />
                  </div>
                ) : null}
              </li>
            ))}
          </ul>
        )}
      </Panel>

      <Panel title="History">
        <ol className="space-y-3 border-l-2 border-slate-200 pl-4 text-sm" aria-label="History">
          {booking.history.map((entry, index) => (
            <li key={index}>
              <p className="font-medium text-slate-900">{entry.title}</p>
              {entry.detail ? <p className="text-slate-700">{entry.detail}</p> : null}
              <p className="text-slate-600">
                {formatIndiaTime(entry.at)}
                {entry.by ? ` · ${entry.by}` : ''}
              </p>
            </li>
          ))}
        </ol>
      </Panel>

      {open === 'payment' ? (
        <RecordPaymentDialog booking={booking} onClose={() => setOpen(null)} onDone={refresh} />
      ) : null}
      {open === 'cancel' ? (
        <CancelBookingDialog
          booking={booking}
          isOwner={staff.role === 'owner'}
          onClose={() => setOpen(null)}
          onDone={refresh}
        />
      ) : null}
    </ConsolePage>
  )
}

function Fact({ term, value }: { term: string; value: string }) {
  return (
    <div className="col-span-2 grid grid-cols-subgrid">
      <dt className="text-slate-600">{term}</dt>
      {/* Long unbroken values (an email, a reference) wrap inside the card, even on a phone. */}
      <dd className="min-w-0 font-medium wrap-anywhere text-slate-900">{value}</dd>
    </div>
  )
}
