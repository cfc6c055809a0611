import { type KeyboardEvent, memo, type PointerEvent, useRef, useState } from 'react'
import * as m from '@trippy/i18n/messages'
import { Link } from 'react-router'
import { localHref } from '../../lib/i18n.ts'
import { TripImage } from '../../components/trips/trip-image.tsx'
import { Spinner } from '../../components/ui/spinner.tsx'
import { Price } from '../currency/index.ts'
import { durationText, operatorText, packageName } from '../catalogue/index.ts'
import {
  canGoNext,
  canGoPrevious,
  currentPage,
  needsControls,
  pageCount,
  startOfPage,
  startShowing,
  visibleStart,
} from './carousel-paging.ts'
import type { CharDhamCard, CharDhamPackagesState } from './char-dham-cards.ts'
import { useCardsPerView } from './use-cards-per-view.ts'

/** A horizontal swipe shorter than this is a tap, not a page turn. */
const SWIPE_PX = 40

/**
 * Arrows and dots show only when there are more cards than fit: decided in CSS at the same
 * breakpoints as the card widths, so the server-rendered page is already right at every width.
 */
function controlsVisibility(count: number): string {
  return [
    count > 1 ? 'flex' : 'hidden',
    count > 2 ? 'md:flex' : 'md:hidden',
    count > 3 ? 'lg:flex' : 'lg:hidden',
  ].join(' ')
}

/** The Char Dham carousel in its three states: a spinner, the error in red, or the cards. */
export function PackageCarousel({ state, label }: { state: CharDhamPackagesState; label: string }) {
  if (state.status === 'loading') return <Spinner label={m.char_dham_loading_packages()} />
  if (state.status === 'error') {
    return (
      <p role="alert" className="py-12 text-center font-medium text-red-700">
        {state.message}
      </p>
    )
  }
  if (state.cards.length === 0) {
    return <p className="py-12 text-center text-slate-600">{m.char_dham_no_departures()}</p>
  }
  return <CarouselTrack cards={state.cards} label={label} />
}

function CarouselTrack({ cards, label }: { cards: CharDhamCard[]; label: string }) {
  const { perView, measured } = useCardsPerView()
  const count = cards.length
  const [stored, setStored] = useState(0)
  const index = visibleStart(stored, count, perView)
  const pages = pageCount(count, perView)
  const page = currentPage(index, count, perView)
  const swipeStart = useRef<{ x: number; y: number } | null>(null)
  const swiped = useRef(false)

  const goTo = (next: number) => setStored(visibleStart(next, count, perView))

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowLeft' && canGoPrevious(index)) goTo(index - 1)
    else if (event.key === 'ArrowRight' && canGoNext(index, count, perView)) goTo(index + 1)
    else return
    event.preventDefault()
  }
  const onPointerDown = (event: PointerEvent) => {
    swipeStart.current = { x: event.clientX, y: event.clientY }
    swiped.current = false
  }
  const onPointerUp = (event: PointerEvent) => {
    const start = swipeStart.current
    swipeStart.current = null
    if (!start) return
    const dx = event.clientX - start.x
    if (Math.abs(dx) < SWIPE_PX || Math.abs(dx) < Math.abs(event.clientY - start.y)) return
    swiped.current = true
    goTo(dx < 0 ? index + 1 : index - 1)
  }

  const arrow =
    'size-11 items-center justify-center rounded-full bg-white text-brand shadow ring-1 ring-slate-200 hover:bg-slate-100 disabled:cursor-not-allowed disabled:opacity-40'
  const controls = needsControls(count, perView)

  return (
    // eslint-disable-next-line jsx-a11y-x/no-noninteractive-element-interactions -- the APG carousel: arrows page it
    <div
      role="region"
      aria-roledescription="carousel"
      aria-label={label}
      // The region takes focus so that the arrow keys page through it.
      tabIndex={0}
      onKeyDown={onKeyDown}
      className="rounded-2xl"
      data-testid="chardham-carousel"
      data-ready={measured}
      data-index={index}
      data-per-view={perView}
    >
      <div
        className="-mx-3 touch-pan-y overflow-hidden py-4 select-none"
        onPointerDown={onPointerDown}
        onPointerUp={onPointerUp}
        onPointerCancel={() => (swipeStart.current = null)}
        onDragStart={(event) => event.preventDefault()}
        onClickCapture={(event) => {
          // A swipe that ends over a card turns the page; it does not open the trip.
          if (!swiped.current) return
          swiped.current = false
          event.preventDefault()
          event.stopPropagation()
        }}
      >
        <ul
          className="flex transition-transform duration-500 ease-out motion-reduce:transition-none"
          style={{ transform: `translateX(-${(index * 100) / perView}%)` }}
        >
          {cards.map((card, position) => (
            <li
              key={card._id}
              aria-roledescription="slide"
              aria-label={m.char_dham_slide_position({ position: position + 1, count })}
              className="w-full shrink-0 px-3 md:w-1/2 lg:w-1/3"
              onFocus={() => goTo(startShowing(position, index, count, perView))}
            >
              <CarouselCard card={card} selected={position === index} />
            </li>
          ))}
        </ul>
      </div>

      <div className={`${controlsVisibility(count)} mt-2 items-center justify-center gap-4`}>
        <button
          type="button"
          className={`${arrow} flex`}
          onClick={() => goTo(index - 1)}
          disabled={!canGoPrevious(index)}
          aria-label={m.char_dham_previous_packages()}
        >
          <Chevron direction="left" />
        </button>
        <ol className="flex items-center gap-1" aria-label={m.char_dham_pages_label()}>
          {controls
            ? Array.from({ length: pages }, (_, dot) => (
                <li key={dot}>
                  <button
                    type="button"
                    onClick={() => goTo(startOfPage(dot, count, perView))}
                    aria-label={m.char_dham_page_of({ page: dot + 1, pages })}
                    aria-current={dot === page ? 'true' : undefined}
                    className="group flex size-6 items-center justify-center rounded-full"
                  >
                    <span
                      aria-hidden="true"
                      className={`block h-2.5 rounded-full transition-all motion-reduce:transition-none ${dot === page ? 'bg-brand w-6' : 'w-2.5 bg-slate-400 group-hover:bg-slate-500'}`}
                    />
                  </button>
                </li>
              ))
            : null}
        </ol>
        <button
          type="button"
          className={`${arrow} flex`}
          onClick={() => goTo(index + 1)}
          disabled={!canGoNext(index, count, perView)}
          aria-label={m.char_dham_next_packages()}
        >
          <Chevron direction="right" />
        </button>
      </div>
    </div>
  )
}

/**
 * Memoised: right after hydration the track renders again for the window's width (one card per
 * view on a phone where the server assumed three), and a page turn changes two cards at most.
 */
const CarouselCard = memo(function CarouselCard({
  card,
  selected,
}: {
  card: CharDhamCard
  selected: boolean
}) {
  const discounted = card.offerPrice < card.originalPrice
  const name = packageName(card)
  const duration = durationText(card.duration)
  const location = operatorText(card.location)
  return (
    <article
      data-selected={selected}
      className={`relative flex h-full flex-col overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-slate-200 transition duration-300 hover:shadow-lg motion-reduce:transition-none ${selected ? 'scale-[1.03] shadow-md' : 'scale-100'}`}
    >
      <div className="relative aspect-[3/2] overflow-hidden bg-slate-200">
        <TripImage
          src={card.image}
          alt=""
          width={600}
          height={400}
          draggable={false}
          className="size-full object-cover"
        />
        <span
          lang={duration.lang}
          className="bg-brand/90 absolute top-3 left-3 rounded-full px-3 py-1 text-xs font-semibold text-white"
        >
          {duration.value}
        </span>
      </div>
      <div className="flex flex-1 flex-col p-4">
        <h3 className="text-lg leading-snug font-semibold text-slate-900">
          <Link
            to={localHref(`/packages/${card.slug}`)}
            lang={name.lang}
            draggable={false}
            className="focus-visible:after:ring-accent after:absolute after:inset-0 after:rounded-2xl focus-visible:outline-none focus-visible:after:ring-4 focus-visible:after:ring-inset"
          >
            {name.value}
          </Link>
        </h3>
        <p lang={location.lang} className="mt-1 text-sm text-slate-600">
          {location.value}
        </p>
        <div className="mt-auto flex items-end justify-between gap-3 pt-4">
          <p>
            {discounted ? (
              <s className="block text-sm text-slate-500">
                <span className="sr-only">{m.char_dham_was()}</span>
                <Price inr={card.originalPrice} />
              </s>
            ) : null}
            <span className="text-brand text-xl font-bold">
              <span className="sr-only">
                {discounted ? m.char_dham_now() : m.char_dham_price()}
              </span>
              <Price inr={card.offerPrice} />
            </span>
          </p>
          <span
            aria-hidden="true"
            className="bg-brand rounded-full px-4 py-2 text-sm font-semibold text-white"
          >
            {m.char_dham_view_details()}
          </span>
        </div>
      </div>
    </article>
  )
})

function Chevron({ direction }: { direction: 'left' | 'right' }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 20 20" className="size-5" fill="currentColor">
      <path
        d={
          direction === 'left'
            ? 'M12.7 4.3a1 1 0 0 1 0 1.4L8.4 10l4.3 4.3a1 1 0 0 1-1.4 1.4l-5-5a1 1 0 0 1 0-1.4l5-5a1 1 0 0 1 1.4 0Z'
            : 'M7.3 15.7a1 1 0 0 1 0-1.4l4.3-4.3-4.3-4.3a1 1 0 0 1 1.4-1.4l5 5a1 1 0 0 1 0 1.4l-5 5a1 1 0 0 1-1.4 0Z'
        }
      />
    </svg>
  )
}
