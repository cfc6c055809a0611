import { LEAD_HONEYPOT_FIELD } from '@trippy/contracts'
import { type ReactNode, useId } from 'react'

const control =
  'mt-1 block w-full rounded-lg border bg-white px-3 py-2 text-slate-900 aria-invalid:border-red-600 aria-invalid:ring-1 aria-invalid:ring-red-600 disabled:bg-slate-100 border-slate-300'

type FieldProps = {
  name: string
  label: string
  error?: string | undefined
  required?: boolean
  className?: string
}

function Label({
  htmlFor,
  label,
  required,
}: {
  htmlFor: string
  label: string
  required?: boolean
}) {
  return (
    <label htmlFor={htmlFor} className="block text-sm font-medium text-slate-800">
      {label}
      {required ? (
        <span aria-hidden="true" className="text-red-700">
          {' '}
          *
        </span>
      ) : null}
    </label>
  )
}

function FieldError({ id, error }: { id: string; error: string | undefined }) {
  return error ? (
    <p id={id} role="alert" className="mt-1 text-sm text-red-700">
      {error}
    </p>
  ) : null
}

/** The attributes that tie a control to its label, its error and its required state. */
function controlProps(id: string, errorId: string, props: FieldProps) {
  return {
    id,
    name: props.name,
    required: props.required,
    'aria-invalid': props.error ? true : undefined,
    'aria-describedby': props.error ? errorId : undefined,
    className: control,
  }
}

export function TextField(
  props: FieldProps & {
    type?: 'text' | 'email' | 'tel' | 'number'
    autoComplete?: string
    placeholder?: string
    inputMode?: 'numeric' | 'tel' | 'email' | 'text'
    min?: number
    defaultValue?: string
    autoFocus?: boolean
  },
) {
  const id = useId()
  const errorId = `${id}-error`
  return (
    <div className={props.className}>
      <Label htmlFor={id} label={props.label} required={props.required} />
      <input
        {...controlProps(id, errorId, props)}
        type={props.type ?? 'text'}
        autoComplete={props.autoComplete}
        placeholder={props.placeholder}
        inputMode={props.inputMode}
        min={props.min}
        defaultValue={props.defaultValue}
        autoFocus={props.autoFocus}
      />
      <FieldError id={errorId} error={props.error} />
    </div>
  )
}

export function TextAreaField(props: FieldProps & { rows?: number; defaultValue?: string }) {
  const id = useId()
  const errorId = `${id}-error`
  return (
    <div className={props.className}>
      <Label htmlFor={id} label={props.label} required={props.required} />
      <textarea
        {...controlProps(id, errorId, props)}
        rows={props.rows ?? 4}
        defaultValue={props.defaultValue}
      />
      <FieldError id={errorId} error={props.error} />
    </div>
  )
}

export function SelectField(
  props: FieldProps & {
    options: readonly { value: string; label: string }[]
    /** The empty first option, when the visitor must choose. */
    placeholder?: string
    defaultValue?: string
  },
) {
  const id = useId()
  const errorId = `${id}-error`
  return (
    <div className={props.className}>
      <Label htmlFor={id} label={props.label} required={props.required} />
      <select {...controlProps(id, errorId, props)} defaultValue={props.defaultValue ?? ''}>
        {props.placeholder !== undefined ? <option value="">{props.placeholder}</option> : null}
        {props.options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <FieldError id={errorId} error={props.error} />
    </div>
  )
}

/**
 * The honeypot: off-screen, hidden from assistive technology and out of the tab order, so only
 * a bot fills it in (and the server then quietly drops the request).
 */
export function HoneypotField() {
  const id = useId()
  return (
    <div aria-hidden="true" className="sr-only">
      <label htmlFor={id}>Website (leave this empty)</label>
      <input id={id} name={LEAD_HONEYPOT_FIELD} type="text" tabIndex={-1} autoComplete="off" />
    </div>
  )
}

/** A form-level message: errors are alerts, confirmations polite status updates. */
export function FormMessage({
  kind,
  children,
}: {
  kind: 'error' | 'success'
  children: ReactNode
}) {
  return kind === 'error' ? (
    <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm font-medium text-red-800">
      {children}
    </p>
  ) : (
    <p
      role="status"
      className="rounded-lg bg-emerald-50 px-3 py-2 text-sm font-medium text-emerald-800"
    >
      {children}
    </p>
  )
}

/** A FormData value as text ('' when absent or a file). */
export function textOf(data: FormData, name: string): string {
  const value = data.get(name)
  return typeof value === 'string' ? value : ''
}
