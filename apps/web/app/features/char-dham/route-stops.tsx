import { useEffect, useRef, useState } from 'react'
import * as m from '@trippy/i18n/messages'
import { ROUTE_STOPS } from './char-dham-content.ts'

/**
 * Stop n starts 0.1 s after stop n − 1 and takes 0.5 s. Written out so that Tailwind sees every
 * class.
 */
const STAGGER = [
  'delay-0',
  'delay-100',
  'delay-200',
  'delay-300',
  'delay-400',
  'delay-500',
  'delay-600',
  'delay-700',
  'delay-800',
  'delay-900',
  'delay-1000',
  'delay-1100',
  'delay-1200',
]

/**
 * 'static': as rendered on the server, everything shown. 'waiting': hidden below the fold until
 * it scrolls into view. 'playing': the stops appear one after another. Under
 * prefers-reduced-motion the motion-safe classes do nothing, so the stops simply stay shown.
 */
type Phase = 'static' | 'waiting' | 'playing'

const PHASE_CLASS: Record<Phase, string> = {
  static: '',
  waiting: 'motion-safe:translate-y-3 motion-safe:scale-75 motion-safe:opacity-0',
  playing: 'motion-safe:transition motion-safe:duration-500 motion-safe:ease-out',
}

/** The yatra's road, Delhi to Delhi: round icons, labels and bars between them. */
export function RouteStops() {
  const list = useRef<HTMLOListElement>(null)
  const [phase, setPhase] = useState<Phase>('static')

  useEffect(() => {
    const element = list.current
    if (!element || typeof IntersectionObserver === 'undefined') return
    // Hide the stops only while they are out of sight, so nothing visible ever blinks. The
    // observer's first report says where they are, without forcing a layout during hydration.
    let hidden = false
    const observer = new IntersectionObserver(([entry]) => {
      if (!entry) return
      if (!entry.isIntersecting) {
        hidden = true
        setPhase('waiting')
        return
      }
      // In sight at the first report: left as rendered. Hidden until now: the stops come in.
      if (hidden) setPhase('playing')
      observer.disconnect()
    })
    observer.observe(element)
    return () => observer.disconnect()
  }, [])

  return (
    <div
      className="overflow-x-auto pb-4 md:overflow-visible"
      // Sideways scrolling on small screens has to work from the keyboard too.
      tabIndex={0}
      role="region"
      aria-label={m.char_dham_route_map_label()}
    >
      <ol
        ref={list}
        data-testid="route-stops"
        data-phase={phase}
        className="flex w-max items-start md:w-auto md:flex-wrap md:justify-center md:gap-y-6"
      >
        {ROUTE_STOPS.map((stop, position) => (
          <li
            key={`${stop.label}-${position}`}
            data-testid="route-stop"
            className={`flex items-start ${PHASE_CLASS[phase]} ${STAGGER[position] ?? ''}`}
          >
            {position > 0 ? (
              <span aria-hidden="true" className="bg-accent mt-6 h-1 w-8 shrink-0 rounded-full" />
            ) : null}
            <span className="flex w-24 flex-col items-center text-center">
              <span
                aria-hidden="true"
                className={`flex size-12 items-center justify-center rounded-full text-sm font-bold shadow ${stop.shrine ? 'bg-accent text-brand' : 'bg-brand text-white'}`}
              >
                {stop.shrine ? <TempleIcon /> : position + 1}
              </span>
              <span
                data-testid="route-stop-label"
                className="mt-2 text-sm font-semibold text-slate-800"
              >
                {stop.label}
              </span>
              {stop.shrine ? (
                <span className="text-xs text-slate-600">{m.char_dham_dham()}</span>
              ) : null}
            </span>
          </li>
        ))}
      </ol>
    </div>
  )
}

function TempleIcon() {
  return (
    <svg viewBox="0 0 24 24" className="size-6" fill="currentColor">
      <path d="M12 2 9 7h6l-3-5Zm-4 6-2 4h12l-2-4H8Zm-3 5v2h14v-2H5Zm1 3v6h4v-4h4v4h4v-6H6Z" />
    </svg>
  )
}
