import type { NotificationHindi } from '@trippy/contracts'
import type { Locale } from '@trippy/i18n/locale'
import * as m from '@trippy/i18n/messages'
import { inr, mailDate, mailTime, tripName, type TripNames } from '../mail/index.ts'

/**
 * What a notification says, in English (`title`, `message`, as they always were) and in Hindi,
 * both written from the messages of `packages/i18n/messages/notify/` (docs/languages.md).
 */
export type NoticeTexts = { title: string; message: string; hindi: NotificationHindi }

/** The trip a notice is about: the package's names as booked and its departure's first day. */
export type NoticeTrip = TripNames & { startDate: string }

type Written = { title: string; message: string }

function inBothLanguages(write: (locale: Locale) => Written): NoticeTexts {
  const { title, message } = write('en')
  return { title, message, hindi: write('hi') }
}

// English notices have always named the start date as stored ('2026-12-09'); Hindi ones say it
// in words, as the Hindi mails do.
const startDay = (date: string, locale: Locale) => (locale === 'en' ? date : mailDate(date, locale))

const tripText = (trip: NoticeTrip, locale: Locale) =>
  `${tripName(trip, locale)} (${startDay(trip.startDate, locale)})`

/** Sentences joined with a space, those left out (false, '') skipped. */
const sentences = (...parts: (string | false | null | undefined)[]) =>
  parts.filter((part): part is string => Boolean(part)).join(' ')

export function bookingReceivedNotice(notice: {
  trip: NoticeTrip
  seats: number
  holdExpiresAt: string
  dueNowPaise: number
}): NoticeTexts {
  return inBothLanguages((locale) => ({
    title: m.notify_booking_received_title({}, { locale }),
    message: m.notify_booking_received_text(
      {
        count: notice.seats,
        trip: tripText(notice.trip, locale),
        time: mailTime(notice.holdExpiresAt, locale),
        amount: inr(notice.dueNowPaise),
      },
      { locale },
    ),
  }))
}

/** The balance left after a booking is confirmed, when some is and it has a due date. */
export type NoticeBalance = { paise: number; dueDate: string | null }

const balanceSentence = (balance: NoticeBalance, locale: Locale) =>
  balance.paise > 0 &&
  balance.dueDate &&
  m.notify_balance_due_by(
    { amount: inr(balance.paise), date: mailDate(balance.dueDate, locale) },
    { locale },
  )

/** A booking is confirmed: by a payment received, or by the traveller's trek credit. */
export function bookingConfirmedNotice(notice: {
  trip: NoticeTrip
  paidBy: 'payment' | 'credit'
  paidPaise: number
  balance: NoticeBalance
}): NoticeTexts {
  return inBothLanguages((locale) => {
    const paid = { amount: inr(notice.paidPaise), trip: tripText(notice.trip, locale) }
    return {
      title: m.notify_booking_confirmed_title({}, { locale }),
      message: sentences(
        notice.paidBy === 'credit'
          ? m.notify_booking_confirmed_credit(paid, { locale })
          : m.notify_booking_confirmed_paid(paid, { locale }),
        balanceSentence(notice.balance, locale),
      ),
    }
  })
}

export function paymentAfterCancellationNotice(notice: {
  trip: NoticeTrip
  receivedPaise: number
}): NoticeTexts {
  return inBothLanguages((locale) => ({
    title: m.notify_payment_after_cancel_title({}, { locale }),
    message: m.notify_payment_after_cancel_text(
      { amount: inr(notice.receivedPaise), trip: tripText(notice.trip, locale) },
      { locale },
    ),
  }))
}

/** A payment that did not confirm the booking (it was confirmed already, or is still short). */
export function paymentReceivedNotice(notice: {
  trip: NoticeTrip
  receivedPaise: number
  duePaise: number
  pending: boolean
}): NoticeTexts {
  return inBothLanguages((locale) => {
    const due = { amount: inr(notice.duePaise) }
    return {
      title: m.notify_payment_title({}, { locale }),
      message: sentences(
        m.notify_payment_received(
          { amount: inr(notice.receivedPaise), trip: tripText(notice.trip, locale) },
          { locale },
        ),
        notice.duePaise <= 0
          ? m.notify_payment_fully_paid({}, { locale })
          : notice.pending
            ? m.notify_payment_still_due_to_confirm(due, { locale })
            : m.notify_payment_still_due(due, { locale }),
      ),
    }
  })
}

export function refundProcessedNotice(notice: {
  trip: NoticeTrip
  refundPaise: number
}): NoticeTexts {
  return inBothLanguages((locale) => ({
    title: m.notify_refund_title({}, { locale }),
    message: m.notify_refund_text(
      { amount: inr(notice.refundPaise), trip: tripText(notice.trip, locale) },
      { locale },
    ),
  }))
}

export function holdExpiredNotice(notice: { trip: NoticeTrip; refundPaise: number }): NoticeTexts {
  return inBothLanguages((locale) => ({
    title: m.notify_expired_title({}, { locale }),
    message: sentences(
      m.notify_expired_text(
        { name: tripName(notice.trip, locale), date: startDay(notice.trip.startDate, locale) },
        { locale },
      ),
      notice.refundPaise > 0 &&
        m.notify_expired_refund({ amount: inr(notice.refundPaise) }, { locale }),
      m.notify_expired_book_again({}, { locale }),
    ),
  }))
}

const refundSentence = (refundPaise: number, locale: Locale) =>
  refundPaise > 0
    ? m.notify_refund_line({ amount: inr(refundPaise) }, { locale })
    : m.notify_refund_nothing_paid({}, { locale })

/** The traveller cancelled: the refund, and the trek credit they chose instead of some of it. */
export function bookingCancelledNotice(notice: {
  trip: NoticeTrip
  refundPaise: number
  credit: { paise: number; expiresOn: string }
}): NoticeTexts {
  return inBothLanguages((locale) => ({
    title: m.notify_cancelled_title({}, { locale }),
    message: sentences(
      m.notify_cancelled_text(
        { name: tripName(notice.trip, locale), date: startDay(notice.trip.startDate, locale) },
        { locale },
      ),
      refundSentence(notice.refundPaise, locale),
      notice.credit.paise > 0 &&
        m.notify_credit_line(
          { amount: inr(notice.credit.paise), date: mailDate(notice.credit.expiresOn, locale) },
          { locale },
        ),
    ),
  }))
}

/**
 * The operator cancelled one booking. The reason is as the staff typed it (English), inside the
 * Hindi too: a traveller should read why, whatever the language.
 */
export function operatorCancelledNotice(notice: {
  trip: NoticeTrip
  reason: string
  refundPaise: number
}): NoticeTexts {
  return inBothLanguages((locale) => ({
    title: m.notify_cancelled_title({}, { locale }),
    message: sentences(
      m.notify_cancelled_by_operator(
        {
          name: tripName(notice.trip, locale),
          date: startDay(notice.trip.startDate, locale),
          reason: notice.reason,
        },
        { locale },
      ),
      refundSentence(notice.refundPaise, locale),
    ),
  }))
}

/** The operator cancelled a whole departure (the reason as typed), and with it this booking. */
export function departureCancelledNotice(notice: {
  trip: NoticeTrip
  reason: string
  refunded: boolean
}): NoticeTexts {
  return inBothLanguages((locale) => ({
    title: m.notify_departure_cancelled_title({}, { locale }),
    message: sentences(
      m.notify_departure_cancelled_text(
        {
          name: tripName(notice.trip, locale),
          date: startDay(notice.trip.startDate, locale),
          reason: notice.reason,
        },
        { locale },
      ),
      notice.refunded && m.notify_departure_cancelled_refund({}, { locale }),
    ),
  }))
}

/** A balance falls due: a week before (`soon`), or on the day and after (`due`). */
export function balanceReminderNotice(notice: {
  trip: NoticeTrip
  which: 'soon' | 'due'
  duePaise: number
  dueDate: string
  dueToday: boolean
}): NoticeTexts {
  return inBothLanguages((locale) => {
    const balance = { amount: inr(notice.duePaise), trip: tripText(notice.trip, locale) }
    return {
      title:
        notice.which === 'due'
          ? m.notify_balance_title_due({}, { locale })
          : m.notify_balance_title_week({}, { locale }),
      message: notice.dueToday
        ? m.notify_balance_due_today(balance, { locale })
        : m.notify_balance_due_date(
            { ...balance, date: mailDate(notice.dueDate, locale) },
            { locale },
          ),
    }
  })
}

export function departureReminderNotice(notice: { trip: NoticeTrip }): NoticeTexts {
  return inBothLanguages((locale) => ({
    title: m.notify_departure_title({}, { locale }),
    message: m.notify_departure_text(
      { name: tripName(notice.trip, locale), date: startDay(notice.trip.startDate, locale) },
      { locale },
    ),
  }))
}

export function waitlistOfferNotice(notice: {
  trip: NoticeTrip
  seats: number
  expiresAt: string
}): NoticeTexts {
  return inBothLanguages((locale) => ({
    title: m.notify_waitlist_offer_title({}, { locale }),
    message: m.notify_waitlist_offer_text(
      {
        count: notice.seats,
        trip: tripText(notice.trip, locale),
        time: mailTime(notice.expiresAt, locale),
      },
      { locale },
    ),
  }))
}

export function waitlistLapsedNotice(): NoticeTexts {
  return inBothLanguages((locale) => ({
    title: m.notify_waitlist_lapsed_title({}, { locale }),
    message: m.notify_waitlist_lapsed_text({}, { locale }),
  }))
}

export function waitlistClosedNotice(notice: { trip: NoticeTrip }): NoticeTexts {
  return inBothLanguages((locale) => ({
    title: m.notify_waitlist_closed_title({}, { locale }),
    message: m.notify_waitlist_closed_text({ trip: tripText(notice.trip, locale) }, { locale }),
  }))
}
