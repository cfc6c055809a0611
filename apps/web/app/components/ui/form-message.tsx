import type { ReactNode } from 'react'
import { FormText } from './form-text.tsx'

/** A form-level message: errors are alerts, confirmations polite status updates. */
export function FormMessage({
  kind,
  children,
}: {
  kind: 'error' | 'success'
  children: ReactNode
}) {
  // A message given as text (zod's, the server's) shows in the page's language when known.
  const shown = typeof children === 'string' ? <FormText text={children} /> : children
  return kind === 'error' ? (
    <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm font-medium text-red-800">
      {shown}
    </p>
  ) : (
    <p
      role="status"
      className="rounded-lg bg-emerald-50 px-3 py-2 text-sm font-medium text-emerald-800"
    >
      {shown}
    </p>
  )
}

/** A form's refusal as an alert, or nothing while there is none. */
export function FormAlert({ text }: { text: string | null | undefined }) {
  return text ? <FormMessage kind="error">{text}</FormMessage> : null
}
