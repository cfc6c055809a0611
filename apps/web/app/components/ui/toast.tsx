import * as m from '@trippy/i18n/messages'
import {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react'

type ToastKind = 'success' | 'error' | 'info'
type Toast = { id: number; kind: ToastKind; message: string }
type ToastApi = Record<ToastKind, (message: string) => void>

const ToastContext = createContext<ToastApi | null>(null)
export const TOAST_VISIBLE_MS = 5000

/**
 * Toasts for the product's messages. Errors are announced assertively (role="alert"), the rest
 * politely (role="status"). Each stays five seconds, longer while the pointer is over it or focus
 * is in it; its Dismiss button or Escape (with focus in the toast) closes it.
 */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [toasts, setToasts] = useState<Toast[]>([])
  const nextId = useRef(1)

  const dismiss = useCallback(
    (id: number) => setToasts((list) => list.filter((toast) => toast.id !== id)),
    [],
  )
  const show = useCallback((kind: ToastKind, message: string) => {
    const id = nextId.current++
    setToasts((list) => [...list, { id, kind, message }])
  }, [])
  const api = useMemo<ToastApi>(
    () => ({
      success: (message) => show('success', message),
      error: (message) => show('error', message),
      info: (message) => show('info', message),
    }),
    [show],
  )

  return (
    <ToastContext.Provider value={api}>
      {children}
      <section
        aria-label={m.ui_messages()}
        className="pointer-events-none fixed inset-x-0 top-20 z-[60] flex flex-col items-center gap-2 px-4"
        data-testid="toasts"
      >
        {toasts.map((toast) => (
          <ToastItem key={toast.id} toast={toast} onDismiss={() => dismiss(toast.id)} />
        ))}
      </section>
    </ToastContext.Provider>
  )
}

const KIND_CLASS: Record<ToastKind, string> = {
  error: 'bg-red-700 text-white',
  success: 'bg-emerald-700 text-white',
  info: 'bg-brand text-white',
}

function ToastItem({ toast, onDismiss }: { toast: Toast; onDismiss: () => void }) {
  const [held, setHeld] = useState({ hover: false, focus: false })
  const paused = held.hover || held.focus
  const dismissRef = useRef(onDismiss)
  dismissRef.current = onDismiss

  // The countdown starts again, whole, each time the pointer or focus leaves the toast.
  useEffect(() => {
    if (paused) return
    const timer = setTimeout(() => dismissRef.current(), TOAST_VISIBLE_MS)
    return () => clearTimeout(timer)
  }, [paused])

  return (
    <div
      role={toast.kind === 'error' ? 'alert' : 'status'}
      data-paused={paused ? 'true' : undefined}
      onPointerEnter={() => setHeld((now) => ({ ...now, hover: true }))}
      onPointerLeave={() => setHeld((now) => ({ ...now, hover: false }))}
      onFocus={() => setHeld((now) => ({ ...now, focus: true }))}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) {
          setHeld((now) => ({ ...now, focus: false }))
        }
      }}
      onKeyDown={(event) => {
        if (event.key === 'Escape') {
          event.stopPropagation()
          onDismiss()
        }
      }}
      className={`pointer-events-auto flex max-w-md items-start gap-3 rounded-xl px-4 py-3 text-sm font-medium shadow-lg ${KIND_CLASS[toast.kind]}`}
    >
      <span className="flex-1">{toast.message}</span>
      <button
        type="button"
        onClick={onDismiss}
        aria-label={m.ui_dismiss()}
        className="-my-1 rounded px-1 text-lg leading-none hover:bg-white/20"
      >
        ×
      </button>
    </div>
  )
}

export function useToast(): ToastApi {
  const api = useContext(ToastContext)
  if (!api) throw new Error('useToast needs a ToastProvider')
  return api
}
