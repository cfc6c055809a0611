import * as m from '@trippy/i18n/messages'

/** Stars for a rating, read out as words: '4.5 out of 5 stars'. */
export function Stars({ rating, className = '' }: { rating: number; className?: string }) {
  const full = Math.round(rating)
  return (
    <span
      role="img"
      aria-label={m.reviews_stars_label({
        rating: Number.isInteger(rating) ? String(rating) : rating.toFixed(1),
      })}
      className={`text-amber-600 ${className}`}
    >
      {'★'.repeat(full)}
      <span className="text-slate-300">{'★'.repeat(5 - full)}</span>
    </span>
  )
}
