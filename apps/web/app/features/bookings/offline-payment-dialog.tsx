import type { PaymentIntent } from '@trippy/contracts'
import { useId, useRef, useState } from 'react'
import { primaryButtonClass } from '../../components/ui/button-classes.ts'
import { Dialog } from '../../components/ui/dialog.tsx'
import { formatInr } from '@trippy/contracts/money'
import { CloseIcon } from '../../components/ui/close-icon.tsx'
import * as m from '@trippy/i18n/messages'

export type OfflineIntent = Extract<PaymentIntent, { provider: 'offline' }>

/**
 * How to pay without the gateway: the operator's UPI id and bank account, each with a copy button,
 * and the booking reference to quote. A modal <dialog>: focus stays inside, Escape closes it. The
 * booking is confirmed when the operator has recorded the money.
 */
export function OfflinePaymentDialog({
  intent,
  holdText,
  onClose,
}: {
  intent: OfflineIntent
  /** 'Seats held until …' while the booking awaits payment. */
  holdText: string | null
  onClose: () => void
}) {
  const dialog = useRef<HTMLDialogElement>(null)
  const titleId = useId()
  const [copied, setCopied] = useState('')
  const { instructions } = intent

  async function copy(label: string, value: string) {
    try {
      await navigator.clipboard.writeText(value)
      setCopied(m.booking_copied({ label }))
    } catch {
      setCopied(m.booking_copy_failed({ label }))
    }
  }

  const rows = [
    { label: m.booking_upi_id(), value: instructions.upiId },
    { label: m.booking_bank_account(), value: instructions.bankAccount },
    { label: m.booking_ifsc(), value: instructions.ifsc },
    { label: m.booking_account_name(), value: instructions.accountName },
    { label: m.booking_reference(), value: instructions.reference },
  ]

  return (
    <Dialog
      open
      portal
      dialogRef={dialog}
      aria-labelledby={titleId}
      onClose={onClose}
      className="m-auto max-h-[92dvh] w-[min(34rem,94vw)] rounded-2xl bg-white p-6 text-slate-800 shadow-2xl backdrop:bg-black/50"
    >
      <div className="flex items-start justify-between gap-4">
        <h2 id={titleId} className="text-brand text-xl font-bold">
          {m.booking_offline_title({ amount: formatInr(intent.amount) })}
        </h2>
        <button
          type="button"
          onClick={() => dialog.current?.close()}
          aria-label={m.booking_close()}
          className="-m-1 rounded-full p-1 text-slate-600 hover:bg-slate-100"
        >
          <CloseIcon />
        </button>
      </div>
      <p className="mt-2 text-slate-700">
        {m.booking_offline_send({ amount: formatInr(intent.amount) })}{' '}
        <strong className="font-semibold text-slate-900">
          {m.booking_offline_quote({ reference: instructions.reference })}
        </strong>{' '}
        {m.booking_offline_match()}
      </p>
      {holdText ? <p className="mt-2 text-sm font-medium text-amber-900">{holdText}.</p> : null}
      <dl className="mt-4 divide-y divide-slate-100 rounded-xl bg-slate-50 px-4 ring-1 ring-slate-200">
        {rows.map((row) => (
          <div key={row.label} className="py-2">
            <dt className="text-xs font-semibold tracking-wide text-slate-600 uppercase">
              {row.label}
            </dt>
            <dd className="flex flex-wrap items-center justify-between gap-2">
              <span className="font-mono text-slate-900 select-all">{row.value}</span>
              <button
                type="button"
                onClick={() => void copy(row.label, row.value)}
                className="text-brand rounded-full px-3 py-1 text-sm font-semibold ring-1 ring-slate-300 hover:bg-white"
              >
                {m.booking_copy()}
                <span className="sr-only"> {row.label}</span>
              </button>
            </dd>
          </div>
        ))}
      </dl>
      <p role="status" className="mt-2 min-h-5 text-sm text-slate-700">
        {copied}
      </p>
      <div className="mt-4 flex justify-end">
        <button
          type="button"
          onClick={() => dialog.current?.close()}
          className={primaryButtonClass}
        >
          {m.booking_done()}
        </button>
      </div>
    </Dialog>
  )
}
