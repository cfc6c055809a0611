import { type ReactNode, useId } from 'react'
import { PageHero } from '../../components/ui/page-hero.tsx'

/** A text page: the dark hero with the page's h1, then a readable column of sections. */
export function ContentPage({
  title,
  intro,
  children,
}: {
  title: string
  intro?: string
  children: ReactNode
}) {
  return (
    <>
      <PageHero title={title} intro={intro} />
      <article className="mx-auto max-w-3xl px-4 py-12 leading-relaxed text-slate-700">
        {children}
      </article>
    </>
  )
}

/** One titled section of a text page (an h2 and its paragraphs). */
export function ContentSection({ title, children }: { title: string; children: ReactNode }) {
  // A Hindi title cannot be spelt as an id: React's own id then.
  const generatedId = useId()
  const id = /^[\x20-\x7e]+$/.test(title)
    ? title
        .toLowerCase()
        .replace(/[^a-z0-9]+/g, '-')
        .replace(/^-|-$/g, '')
    : generatedId
  return (
    <section aria-labelledby={id} className="mt-10 first:mt-0">
      <h2 id={id} className="text-brand text-xl font-bold sm:text-2xl">
        {title}
      </h2>
      <div className="mt-3 space-y-3">{children}</div>
    </section>
  )
}

/** A bulleted list inside a section. */
export function Bullets({ items }: { items: readonly ReactNode[] }) {
  return (
    <ul className="list-disc space-y-1 pl-6">
      {items.map((item, position) => (
        <li key={position}>{item}</li>
      ))}
    </ul>
  )
}

/** A two-column table with a caption and column headings. */
export function PolicyTable({
  caption,
  headings,
  rows,
}: {
  caption: string
  headings: readonly [string, string]
  rows: readonly (readonly [string, string])[]
}) {
  return (
    <div className="overflow-x-auto rounded-xl ring-1 ring-slate-200">
      <table className="w-full border-collapse bg-white text-left text-sm">
        <caption className="bg-slate-100 px-4 py-2 text-left font-semibold text-slate-800">
          {caption}
        </caption>
        <thead>
          <tr className="border-b border-slate-200">
            {headings.map((heading) => (
              <th key={heading} scope="col" className="px-4 py-2 font-semibold text-slate-900">
                {heading}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map(([first, second]) => (
            <tr key={first} className="border-b border-slate-100 last:border-0">
              <th scope="row" className="px-4 py-2 font-medium text-slate-800">
                {first}
              </th>
              <td className="px-4 py-2">{second}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
