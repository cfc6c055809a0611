export const primaryButtonClass =
  'bg-brand hover:bg-brand-light inline-flex items-center justify-center rounded-full px-6 py-2.5 font-semibold text-white disabled:cursor-not-allowed disabled:opacity-60'
export const secondaryButtonClass =
  'inline-flex items-center justify-center rounded-full px-5 py-2 font-semibold text-slate-700 ring-1 ring-slate-300 hover:bg-slate-100 disabled:opacity-60'
export const dangerButtonClass =
  'inline-flex items-center justify-center rounded-full bg-red-700 px-5 py-2 font-semibold text-white hover:bg-red-800 disabled:cursor-not-allowed disabled:opacity-60'
