const WHEN = new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeStyle: 'short' })

/** When a notification was sent, in the visitor's own time zone. */
export function NotificationTime({ timestamp }: { timestamp: string }) {
  const date = new Date(timestamp)
  if (Number.isNaN(date.getTime())) return null
  return (
    <time dateTime={timestamp} className="text-xs text-slate-600">
      {WHEN.format(date)}
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
