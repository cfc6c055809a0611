/** The customer's initials in a circle; decorative, since the name is always beside it. */
export function Avatar({ initials, size = 'md' }: { initials: string; size?: 'md' | 'lg' }) {
  return (
    <span
      aria-hidden="true"
      className={`bg-accent text-brand inline-flex shrink-0 items-center justify-center rounded-full font-bold ${
        size === 'lg' ? 'size-14 text-xl' : 'size-9 text-sm'
      }`}
    >
      {initials}
    </span>
  )
}
