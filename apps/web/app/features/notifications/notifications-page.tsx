import type { Notification } from '@trippy/contracts'
import { useId, useRef } from 'react'
import { Link } from 'react-router'
import { Spinner } from '../../components/ui/spinner.tsx'
import { NotificationTime, UnreadDot } from './notification-item.tsx'
import { useNotifications } from './notifications-context.tsx'

/** Every notification of the signed-in customer, newest first; rendered inside RequireAccount. */
export function NotificationsPage() {
  const { status, items, unreadCount, markRead, markAllRead } = useNotifications()
  const headingId = useId()
  const heading = useRef<HTMLHeadingElement>(null)
  if (status === 'loading' && items.length === 0) {
    return <Spinner label="Loading notifications…" />
  }
  return (
    <section
      aria-labelledby={headingId}
      className="max-w-3xl rounded-2xl bg-white shadow-sm ring-1 ring-slate-200"
    >
      <div className="flex flex-wrap items-center justify-between gap-3 border-b border-slate-100 px-6 py-4">
        <div>
          <h2
            ref={heading}
            id={headingId}
            tabIndex={-1}
            className="text-brand text-xl font-semibold"
          >
            All notifications
          </h2>
          <p className="text-sm text-slate-600" aria-live="polite">
            {unreadCount === 0 ? 'All caught up' : `${unreadCount} unread`}
          </p>
        </div>
        {unreadCount > 0 ? (
          <button
            type="button"
            onClick={() => {
              markAllRead()
              // The button goes away with the last unread one: keep the focus nearby.
              heading.current?.focus()
            }}
            className="text-brand rounded-full px-4 py-2 text-sm font-semibold ring-1 ring-slate-300 hover:bg-slate-100"
          >
            Mark all as read
          </button>
        ) : null}
      </div>
      {items.length === 0 ? (
        <div className="px-6 py-8">
          <p className="font-semibold text-slate-900">No notifications yet</p>
          <p className="mt-1 text-slate-700">
            Booking confirmations, cancellations and reminders before your departure will appear
            here.
          </p>
          <Link
            to="/packages"
            className="bg-brand mt-5 inline-block rounded-full px-6 py-2.5 font-semibold text-white"
          >
            Browse all trips
          </Link>
        </div>
      ) : (
        <ul className="divide-y divide-slate-100">
          {items.map((item) => (
            <NotificationRow key={item.id} item={item} onRead={markRead} />
          ))}
        </ul>
      )}
    </section>
  )
}

function NotificationRow({
  item,
  onRead,
}: {
  item: Notification
  onRead: (notification: Notification) => void
}) {
  const title = useRef<HTMLHeadingElement>(null)
  return (
    <li className={`flex gap-3 px-6 py-4 ${item.read ? '' : 'bg-amber-50/60'}`}>
      <UnreadDot read={item.read} />
      <div className="min-w-0 flex-1">
        <h3
          ref={title}
          tabIndex={-1}
          className={`text-slate-900 ${item.read ? 'font-medium' : 'font-bold'}`}
        >
          {item.title}
        </h3>
        <p className="mt-1 text-slate-700">{item.message}</p>
        <div className="mt-2 flex flex-wrap items-center gap-x-4 gap-y-1">
          <NotificationTime timestamp={item.timestamp} />
          {item.read ? null : (
            <button
              type="button"
              aria-label={`Mark as read: ${item.title}`}
              onClick={() => {
                onRead(item)
                title.current?.focus()
              }}
              className="text-brand rounded text-sm font-semibold hover:underline"
            >
              Mark as read
            </button>
          )}
        </div>
      </div>
    </li>
  )
}
