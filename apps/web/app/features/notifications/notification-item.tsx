// Built on first use, not when the shell loads: an Intl formatter's first construction
// initialises ICU, which pages without notifications need not pay for.
let when: Intl.DateTimeFormat | undefined
function formatWhen(date: Date): string {
  when ??= new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeStyle: 'short' })
  return when.format(date)
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
      <span className="sr-only">Unread: </span>
    </>
  )
}
