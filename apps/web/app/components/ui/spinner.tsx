import * as m from '@trippy/i18n/messages'

export function Spinner({ label = m.ui_loading() }: { label?: string }) {
  return (
    <div role="status" className="flex items-center justify-center py-16">
      <span
        aria-hidden="true"
        className="border-brand/20 border-t-brand size-10 animate-spin rounded-full border-4 motion-reduce:animate-none"
      />
      <span className="sr-only">{label}</span>
    </div>
  )
}
