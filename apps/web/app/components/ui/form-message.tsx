import type { ReactNode } from 'react'

/** A form-level message: errors are alerts, confirmations polite status updates. */
export function FormMessage({
  kind,
  children,
}: {
  kind: 'error' | 'success'
  children: ReactNode
}) {
  return kind === 'error' ? (
    <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm font-medium text-red-800">
      {children}
    </p>
  ) : (
    <p
      role="status"
      className="rounded-lg bg-emerald-50 px-3 py-2 text-sm font-medium text-emerald-800"
    >
      {children}
    </p>
  )
}
