import type { ReactNode } from 'react'
import type { PageTokenResult } from '../../lib/page-token.ts'
import { PageHero } from './page-hero.tsx'
import { Spinner } from './spinner.tsx'
import { FormText } from './form-text.tsx'

/** The frame of a page opened from a mailed link: its heading, then what the link did. */
export function LinkResultPage({ title, children }: { title: string; children: ReactNode }) {
  return (
    <>
      <PageHero title={title} />
      <div className="mx-auto max-w-2xl px-4 py-10">
        <section className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
          {children}
        </section>
      </div>
    </>
  )
}

/** Shown while the browser sends the link's token (and on the server, which never sees it). */
export function LinkPending({ title, label }: { title: string; label: string }) {
  return (
    <LinkResultPage title={title}>
      <Spinner label={label} />
    </LinkResultPage>
  )
}

/** What the link did, announced: the server's message, and where to go next. */
export function LinkResult({
  result,
  children,
}: {
  result: PageTokenResult<unknown>
  children?: ReactNode
}) {
  return (
    <>
      {result.ok ? (
        <div role="status">
          <p className="rounded-lg bg-green-50 px-4 py-3 font-medium text-green-900">
            <FormText text={result.message} />
          </p>
        </div>
      ) : (
        <div role="alert">
          <p className="rounded-lg bg-red-50 px-4 py-3 font-medium text-red-800">
            <FormText text={result.message} />
          </p>
        </div>
      )}
      {children ? <div className="mt-6 flex flex-wrap gap-3">{children}</div> : null}
    </>
  )
}
