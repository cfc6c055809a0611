import { type ReactNode, useId } from 'react'

/** One titled section of the settings page. */
export function SettingsCard({ title, children }: { title: string; children: ReactNode }) {
  const id = useId()
  return (
    <section
      aria-labelledby={id}
      className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200"
    >
      <h2 id={id} className="text-brand text-xl font-semibold">
        {title}
      </h2>
      {children}
    </section>
  )
}
