import { SITE } from '@trippy/contracts/site'
import { type ReactNode, useEffect, useRef } from 'react'

/**
 * The frame of each step of the console's sign-in. A step after the first takes focus on its
 * heading when it appears, so keyboard and screen-reader users are told where they now are.
 */
export function SignInCard({
  title,
  intro,
  focusOnShow = true,
  children,
}: {
  title: string
  intro: ReactNode
  focusOnShow?: boolean
  children: ReactNode
}) {
  const heading = useRef<HTMLHeadingElement>(null)
  useEffect(() => {
    if (focusOnShow) heading.current?.focus()
  }, [focusOnShow])

  return (
    // Top-aligned, not centred: as a slow connection brings the form in, the card grows downwards
    // and nothing already painted moves.
    <div className="flex min-h-dvh items-start justify-center px-4 py-10 sm:pt-[12vh]">
      <div className="w-full max-w-md rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200 sm:p-8">
        <p className="text-sm font-semibold tracking-wide text-amber-800 uppercase">
          {SITE.name} Console
        </p>
        <h1
          ref={heading}
          tabIndex={-1}
          className="text-brand mt-1 text-3xl font-bold tracking-tight outline-none"
        >
          {title}
        </h1>
        <div className="mt-2 space-y-2 text-slate-600">{intro}</div>
        {children}
      </div>
    </div>
  )
}

/** A message about the whole form (the server's refusal, a lost connection). */
export function FormProblem({ message }: { message: string | null }) {
  if (!message) return null
  return (
    <p role="alert" className="rounded-lg bg-red-50 px-4 py-3 text-sm font-medium text-red-800">
      {message}
    </p>
  )
}
