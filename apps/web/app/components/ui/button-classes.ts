export const primaryButtonClass =
  'bg-brand hover:bg-brand-light inline-flex items-center justify-center rounded-full px-6 py-2.5 font-semibold text-white disabled:cursor-not-allowed disabled:opacity-60'
