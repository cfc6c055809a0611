export const primaryButtonClass =
  'bg-brand hover:bg-brand-light inline-flex items-center justify-center rounded-full px-6 py-2.5 font-semibold text-white disabled:cursor-not-allowed disabled:opacity-60'

export const secondaryButtonClass =
  'text-brand inline-flex items-center justify-center rounded-full px-5 py-2 font-semibold ring-1 ring-slate-300 hover:bg-slate-50 disabled:cursor-not-allowed disabled:opacity-60'
