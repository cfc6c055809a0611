import * as m from '@trippy/i18n/messages'
import { intlLocale } from '@trippy/i18n/locale'
import { getLocale } from '../../lib/i18n.ts'

// Built on first use, not when the shell loads: an Intl formatter's first construction
// initialises ICU, which pages without notifications need not pay for.
// One per language: a page's language can change without a reload (the language switch).
const when = new Map<string, Intl.DateTimeFormat>()
function formatWhen(date: Date): string {
  const locale = intlLocale(getLocale())
  let format = when.get(locale)
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' })
    when.set(locale, format)
  }
  return format.format(date)
}

/** When a notification was sent, in the visitor's own time zone. */
export function NotificationTime({ timestamp }: { timestamp: string }) {
  const date = new Date(timestamp)
  if (Number.isNaN(date.getTime())) return null
  return (
    <time dateTime={timestamp} className="text-xs text-slate-600">
      {formatWhen(date)}
    </time>
  )
}

/** The unread dot, with words for those who cannot see it. */
export function UnreadDot({ read }: { read: boolean }) {
  if (read) return <span aria-hidden="true" className="mt-1.5 size-2.5 shrink-0" />
  return (
    <>
      <span aria-hidden="true" className="mt-1.5 size-2.5 shrink-0 rounded-full bg-red-600" />
      <span className="sr-only">{m.notifications_unread()}</span>
    </>
  )
}
