import type { PageMeta } from '@trippy/contracts'
import type { ReactNode } from 'react'
import { Link, useSearchParams } from 'react-router'

/** A console page: its heading, what it is for, actions on the right, then its content. */
export function ConsolePage({
  title,
  intro,
  actions,
  children,
}: {
  title: string
  intro?: string
  actions?: ReactNode
  children: ReactNode
}) {
  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-brand text-2xl font-bold tracking-tight">{title}</h1>
          {intro ? <p className="mt-1 text-slate-600">{intro}</p> : null}
        </div>
        {actions ? <div className="flex flex-wrap gap-2">{actions}</div> : null}
      </div>
      {children}
    </div>
  )
}

/** A titled card of the dashboard or a detail page. */
export function Panel({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section
      aria-label={title}
      className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-6"
    >
      <h2 className="text-lg font-semibold text-slate-900">{title}</h2>
      <div className="mt-3">{children}</div>
    </section>
  )
}

/** A table that scrolls sideways on a phone, reachable by keyboard, with its caption. */
export function DataTable({
  caption,
  head,
  children,
}: {
  caption: string
  head: readonly string[]
  children: ReactNode
}) {
  return (
    <div
      className="overflow-x-auto rounded-xl bg-white ring-1 ring-slate-200"
      tabIndex={0}
      role="region"
      aria-label={caption}
    >
      <table className="w-full min-w-[40rem] text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-slate-100 text-xs tracking-wide text-slate-700 uppercase">
          <tr>
            {head.map((label) => (
              <th key={label} scope="col" className="px-3 py-2 font-semibold">
                {label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">{children}</tbody>
      </table>
    </div>
  )
}

export const cellClass = 'px-3 py-2 align-top'

/** A link inside console text and tables. */
export const linkClass = 'text-brand font-medium underline underline-offset-4'

/** How the console names a booking: the last eight characters of its id, in capitals. */
export function bookingReference(bookingId: string): string {
  return bookingId.slice(-8).toUpperCase()
}

/** Nothing to list: said in words, so a screen reader hears it too. */
export function EmptyNote({ children }: { children: ReactNode }) {
  return (
    <p className="rounded-xl bg-white px-4 py-6 text-slate-600 ring-1 ring-slate-200">{children}</p>
  )
}

/** Previous and next page of a console list, keeping its filters. */
export function Pager({ meta, label }: { meta: PageMeta; label: string }) {
  const [params] = useSearchParams()
  const pages = Math.max(1, Math.ceil(meta.total / meta.pageSize))
  const to = (page: number) => {
    const next = new URLSearchParams(params)
    next.set('page', String(page))
    return `?${next.toString()}`
  }
  const linkClass =
    'text-brand rounded-full px-4 py-1.5 font-semibold ring-1 ring-slate-300 hover:bg-white'
  return (
    <nav aria-label={label} className="flex flex-wrap items-center justify-between gap-3 text-sm">
      <p className="text-slate-700">
        Page {meta.page} of {pages} · {meta.total} in all
      </p>
      <div className="flex gap-2">
        {meta.page > 1 ? (
          <Link to={to(meta.page - 1)} className={linkClass}>
            Previous page
          </Link>
        ) : null}
        {meta.page < pages ? (
          <Link to={to(meta.page + 1)} className={linkClass}>
            Next page
          </Link>
        ) : null}
      </div>
    </nav>
  )
}

/** The paging of a console list's answer; a list that has none is one page. */
export function metaOf(envelope: { data: unknown[]; meta?: unknown }): PageMeta {
  const meta = envelope.meta as Partial<PageMeta> | undefined
  return {
    page: meta?.page ?? 1,
    pageSize: meta?.pageSize ?? Math.max(1, envelope.data.length),
    total: meta?.total ?? envelope.data.length,
  }
}

/** The query string for a console list call from the page's own search parameters. */
export function listQuery(url: string, names: readonly string[]): string {
  const from = new URL(url).searchParams
  const query = new URLSearchParams()
  for (const name of [...names, 'page']) {
    const value = from.get(name)?.trim()
    if (value) query.set(name, value)
  }
  const text = query.toString()
  return text ? `?${text}` : ''
}

export const filterButtonClass =
  'bg-brand hover:bg-brand-light inline-flex items-center justify-center rounded-full px-5 py-2 font-semibold text-white'
