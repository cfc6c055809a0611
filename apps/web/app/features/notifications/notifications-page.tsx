import type { Notification } from '@trippy/contracts'
import { useId, useRef } from 'react'
import { Link } from 'react-router'
import * as m from '@trippy/i18n/messages'
import { localHref } from '../../lib/i18n.ts'
import { Spinner } from '../../components/ui/spinner.tsx'
import { NotificationTime, UnreadDot } from './notification-item.tsx'
import { notificationText } from './notification-list.ts'
import { useNotifications } from './notifications-context.tsx'

/** Every notification of the signed-in customer, newest first; rendered inside RequireAccount. */
export function NotificationsPage() {
  const { status, items, unreadCount, markRead, markAllRead } = useNotifications()
  const headingId = useId()
  const heading = useRef<HTMLHeadingElement>(null)
  if (status === 'loading' && items.length === 0) {
    return <Spinner label={m.notifications_loading()} />
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
            {m.notifications_all()}
          </h2>
          <p className="text-sm text-slate-600" aria-live="polite">
            {unreadCount === 0
              ? m.notifications_all_caught_up()
              : m.notifications_unread_count({ count: unreadCount })}
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
            {m.notifications_mark_all_read()}
          </button>
        ) : null}
      </div>
      {items.length === 0 ? (
        <div className="px-6 py-8">
          <p className="font-semibold text-slate-900">{m.notifications_none()}</p>
          <p className="mt-1 text-slate-700">{m.notifications_empty_text()}</p>
          <Link
            to={localHref('/packages')}
            className="bg-brand mt-5 inline-block rounded-full px-6 py-2.5 font-semibold text-white"
          >
            {m.notifications_browse()}
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
  const text = notificationText(item)
  return (
    <li className={`flex gap-3 px-6 py-4 ${item.read ? '' : 'bg-amber-50/60'}`}>
      <UnreadDot read={item.read} />
      <div className="min-w-0 flex-1">
        <h3
          ref={title}
          tabIndex={-1}
          lang={text.lang}
          className={`text-slate-900 ${item.read ? 'font-medium' : 'font-bold'}`}
        >
          {text.title}
        </h3>
        <p lang={text.lang} className="mt-1 text-slate-700">
          {text.message}
        </p>
        <div className="mt-2 flex flex-wrap items-center gap-x-4 gap-y-1">
          <NotificationTime timestamp={item.timestamp} />
          {item.read ? null : (
            <button
              type="button"
              aria-label={m.notifications_mark_read_of({ title: text.title })}
              onClick={() => {
                onRead(item)
                title.current?.focus()
              }}
              className="text-brand rounded text-sm font-semibold hover:underline"
            >
              {m.notifications_mark_read()}
            </button>
          )}
        </div>
      </div>
    </li>
  )
}
