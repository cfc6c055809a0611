import type { ReactNode } from 'react'

/**
 * The dark band every page opens with. The header stays transparent over it (transparent while the
 * hero is visible), so it carries `data-hero`.
 */
export function PageHero({
  title,
  intro,
  children,
}: {
  /** A string, or the parts of one where some are in another language. */
  title: ReactNode
  intro?: ReactNode
  children?: ReactNode
}) {
  return (
    <section data-hero className="bg-brand px-4 pt-28 pb-12 text-white sm:pt-32">
      <div className="mx-auto max-w-6xl">
        <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{title}</h1>
        {intro ? <p className="mt-3 max-w-2xl text-lg text-white/85">{intro}</p> : null}
        {children}
      </div>
    </section>
  )
}
