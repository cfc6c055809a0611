import { useState } from 'react'
import * as m from '@trippy/i18n/messages'
import { TEMPLE_SLIDES } from './char-dham-content.ts'

/**
 * The image carousel at the top of /char-dham: one large image with previous and next, and a
 * thumbnail per shrine (Kedarnath, Badrinath, Yamunotri, Gangotri) that shows it.
 */
export function TempleImageCarousel() {
  const [shown, setShown] = useState(0)
  const count = TEMPLE_SLIDES.length
  const slide = TEMPLE_SLIDES[shown] ?? TEMPLE_SLIDES[0]
  const step = (by: number) => setShown((current) => (current + by + count) % count)
  const arrow =
    'absolute top-1/2 flex size-11 -translate-y-1/2 items-center justify-center rounded-full bg-white/90 text-brand shadow hover:bg-white'

  return (
    <div role="region" aria-roledescription="carousel" aria-label={m.char_dham_shrines_label()}>
      <figure className="relative overflow-hidden rounded-2xl bg-slate-800 shadow-lg">
        {/* The first paint's largest image: never lazy, fetched first. */}
        <img
          key={slide.image}
          src={slide.image}
          alt={m.char_dham_slide_alt({ name: slide.name })}
          width={1200}
          height={800}
          fetchPriority={shown === 0 ? 'high' : 'auto'}
          className="aspect-[3/2] w-full object-cover"
        />
        <figcaption
          aria-live="polite"
          className="absolute bottom-3 left-3 rounded-full bg-black/60 px-4 py-1.5 text-sm font-semibold text-white"
        >
          {slide.name}
        </figcaption>
        <button
          type="button"
          onClick={() => step(-1)}
          aria-label={m.char_dham_previous_shrine()}
          className={`${arrow} left-3`}
        >
          <span aria-hidden="true">‹</span>
        </button>
        <button
          type="button"
          onClick={() => step(1)}
          aria-label={m.char_dham_next_shrine()}
          className={`${arrow} right-3`}
        >
          <span aria-hidden="true">›</span>
        </button>
      </figure>
      <ul className="mt-3 grid grid-cols-4 gap-2 sm:gap-3">
        {TEMPLE_SLIDES.map((thumb, position) => (
          <li key={thumb.name}>
            <button
              type="button"
              onClick={() => setShown(position)}
              aria-pressed={position === shown}
              className={`block w-full overflow-hidden rounded-xl ring-offset-2 ring-offset-transparent transition motion-reduce:transition-none ${position === shown ? 'ring-accent ring-4' : 'opacity-75 ring-1 ring-white/40 hover:opacity-100'}`}
            >
              <img
                src={thumb.image}
                alt=""
                width={240}
                height={160}
                decoding="async"
                className="aspect-[3/2] w-full object-cover"
              />
              <span className="block bg-black/40 py-1 text-center text-xs font-semibold text-white sm:text-sm">
                {thumb.name}
              </span>
            </button>
          </li>
        ))}
      </ul>
    </div>
  )
}
