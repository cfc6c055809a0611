import type { Notification } from '@trippy/contracts'
import { useCallback, useId, useRef, useState } from 'react'
import { Link } from 'react-router'
import * as m from '@trippy/i18n/messages'
import { localHref } from '../../lib/i18n.ts'
import { useDismiss } from '../../components/ui/use-dismiss.ts'
import { NotificationTime, UnreadDot } from './notification-item.tsx'
import {
  badgeText,
  bellItems,
  bellLabel,
  notificationText,
  type NotificationsStatus,
} from './notification-list.ts'
import { useNotifications } from './notifications-context.tsx'

/**
 * The header's notification bell, for a logged-in customer: its name carries the unread count; it
 * opens a list of the newest five with a dot on each unread one. Opening one shows it whole and
 * marks it read; 'Mark all as read'; a link to every notification.
 */
export function NotificationBell() {
  const { status, items, unreadCount, markRead, markAllRead } = useNotifications()
  const [open, setOpen] = useState(false)
  const [expandedId, setExpandedId] = useState<string | null>(null)
  const root = useRef<HTMLDivElement>(null)
  const button = useRef<HTMLButtonElement>(null)
  const heading = useRef<HTMLHeadingElement>(null)
  const panelId = useId()
  const headingId = useId()

  const close = useCallback(() => setOpen(false), [])
  useDismiss(root, open, close, button)

  const readAll = () => {
    markAllRead()
    // The button goes away with the last unread one: keep the focus in the list.
    heading.current?.focus()
  }

  const openItem = (notification: Notification) => {
    setExpandedId((current) => (current === notification.id ? null : notification.id))
    markRead(notification)
  }

  return (
    <div ref={root} className="relative" data-testid="notification-bell">
      <button
        ref={button}
        type="button"
        aria-label={bellLabel(unreadCount)}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((value) => !value)}
        className="relative rounded-full p-2 hover:bg-black/10"
      >
        <svg aria-hidden="true" viewBox="0 0 24 24" className="size-6" fill="none">
          <path
            stroke="currentColor"
            strokeWidth="2"
            strokeLinecap="round"
            strokeLinejoin="round"
            d="M18 16v-5a6 6 0 1 0-12 0v5l-2 2h16l-2-2ZM10 21h4"
          />
        </svg>
        {unreadCount > 0 ? (
          <span
            aria-hidden="true"
            className="absolute -top-0.5 -right-0.5 grid h-5 min-w-5 place-items-center rounded-full bg-red-700 px-1 text-[11px] leading-none font-bold text-white"
          >
            {badgeText(unreadCount)}
          </span>
        ) : null}
      </button>
      <div
        id={panelId}
        hidden={!open}
        aria-labelledby={headingId}
        role="group"
        className="fixed inset-x-4 top-16 z-50 overflow-hidden rounded-xl bg-white text-slate-800 shadow-xl ring-1 ring-black/5 sm:absolute sm:inset-x-auto sm:top-full sm:right-0 sm:mt-2 sm:w-96"
      >
        <div className="flex items-center justify-between gap-3 border-b border-slate-100 px-4 py-3">
          <h2 ref={heading} id={headingId} tabIndex={-1} className="font-semibold text-slate-900">
            {m.notifications_title()}
          </h2>
          {unreadCount > 0 ? (
            <button
              type="button"
              onClick={readAll}
              className="text-brand rounded px-1 text-sm font-semibold hover:underline"
            >
              {m.notifications_mark_all_read()}
            </button>
          ) : null}
        </div>
        <BellList status={status} items={items} expandedId={expandedId} onOpen={openItem} />
        <Link
          to={localHref('/notifications')}
          onClick={() => setOpen(false)}
          className="text-brand block border-t border-slate-100 px-4 py-3 text-center text-sm font-semibold hover:bg-slate-50"
        >
          {m.notifications_see_all()}
        </Link>
      </div>
    </div>
  )
}

/** The bell's list: the newest five, or why there is nothing to show. */
export function BellList({
  status,
  items,
  expandedId,
  onOpen,
}: {
  status: NotificationsStatus
  items: Notification[]
  expandedId: string | null
  onOpen: (notification: Notification) => void
}) {
  if (items.length === 0) {
    return (
      <p className="px-4 py-6 text-center text-sm text-slate-600">
        {status === 'loading' ? m.notifications_loading() : m.notifications_none()}
      </p>
    )
  }
  return (
    <ul className="max-h-[60vh] divide-y divide-slate-100 overflow-y-auto">
      {bellItems(items).map((item) => {
        const expanded = item.id === expandedId
        const text = notificationText(item)
        return (
          <li key={item.id}>
            <button
              type="button"
              aria-expanded={expanded}
              onClick={() => onOpen(item)}
              className="flex w-full gap-3 px-4 py-3 text-left hover:bg-slate-50"
            >
              <UnreadDot read={item.read} />
              <span className="min-w-0 flex-1">
                <span
                  lang={text.lang}
                  className={`block text-sm text-slate-900 ${item.read ? 'font-medium' : 'font-bold'}`}
                >
                  {text.title}
                </span>
                <span
                  lang={text.lang}
                  className={`mt-0.5 block text-sm text-slate-700 ${expanded ? '' : 'line-clamp-2'}`}
                >
                  {text.message}
                </span>
                <span className="mt-1 block">
                  <NotificationTime timestamp={item.timestamp} />
                </span>
              </span>
            </button>
          </li>
        )
      })}
    </ul>
  )
}
