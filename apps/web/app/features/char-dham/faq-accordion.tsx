import { useId, useState } from 'react'
import type { FaqItem } from './char-dham-content.ts'

/** The open item's index or none; opening one closes the other, clicking it again closes it. */
export function nextOpenItem(open: number | null, clicked: number): number | null {
  return open === clicked ? null : clicked
}

export function FaqAccordion({ items }: { items: FaqItem[] }) {
  const [open, setOpen] = useState<number | null>(null)
  const id = useId()
  return (
    <ul className="divide-y divide-slate-200 rounded-2xl bg-white ring-1 ring-slate-200">
      {items.map((item, position) => {
        const expanded = open === position
        const panelId = `${id}-answer-${position}`
        return (
          <li key={item.question}>
            <h3>
              <button
                type="button"
                aria-expanded={expanded}
                aria-controls={panelId}
                onClick={() => setOpen((current) => nextOpenItem(current, position))}
                className="flex w-full items-center justify-between gap-4 px-5 py-4 text-left font-semibold text-slate-900 hover:bg-slate-50"
              >
                {item.question}
                <span aria-hidden="true" className="text-brand shrink-0 text-sm">
                  {expanded ? '▲' : '▼'}
                </span>
              </button>
            </h3>
            <div
              id={panelId}
              hidden={!expanded}
              className="px-5 pb-5 leading-relaxed text-slate-700"
            >
              {item.answer}
            </div>
          </li>
        )
      })}
    </ul>
  )
}
