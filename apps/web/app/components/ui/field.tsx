import {
  type InputHTMLAttributes,
  type ReactNode,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
  useId,
} from 'react'
import { formText, useFormTexts } from './form-text.tsx'

/** What every field has besides its control: a label, an optional hint and an inline error. */
type FieldFrameProps = {
  label: string
  error?: string | undefined
  hint?: string | undefined
  /** Classes of the wrapper, for grid placement. */
  className?: string | undefined
}

/** The attributes that tie a control to its label, hint, error and required state. */
type ControlWiring = {
  id: string
  required: boolean | undefined
  'aria-invalid': true | undefined
  'aria-describedby': string | undefined
  className: string
}

const CONTROL_CLASS =
  'mt-1 block w-full rounded-lg border border-slate-400 bg-white px-3 py-2 text-slate-900 shadow-sm aria-invalid:border-red-600 aria-invalid:ring-1 aria-invalid:ring-red-600 disabled:bg-slate-100'

export function hintIdOf(id: string): string {
  return `${id}-hint`
}

export function errorIdOf(id: string): string {
  return `${id}-error`
}

/**
 * Label, control, hint and error in one frame. The error is an alert, so it is announced when it
 * appears; the control points at hint and error through aria-describedby and is marked invalid.
 */
function FieldFrame({
  label,
  error,
  hint,
  className,
  required,
  control,
}: FieldFrameProps & {
  required: boolean | undefined
  control: (wiring: ControlWiring) => ReactNode
}) {
  const id = useId()
  // zod's and the server's messages come in English; a Hindi page shows them in Hindi.
  useFormTexts()
  const shownError = error ? formText(error) : undefined
  const describedBy = [hint ? hintIdOf(id) : '', error ? errorIdOf(id) : '']
    .filter(Boolean)
    .join(' ')
  return (
    <div className={className}>
      <label htmlFor={id} className="block text-sm font-medium text-slate-800">
        {label}
        {required ? (
          <span aria-hidden="true" className="text-red-700">
            {' '}
            *
          </span>
        ) : null}
      </label>
      {control({
        id,
        required,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': describedBy || undefined,
        className: CONTROL_CLASS,
      })}
      {hint ? (
        <p id={hintIdOf(id)} className="mt-1 text-sm text-slate-600">
          {hint}
        </p>
      ) : null}
      {shownError ? (
        <p
          id={errorIdOf(id)}
          role="alert"
          data-form-text=""
          lang={shownError.lang}
          className="mt-1 text-sm font-medium text-red-700"
        >
          {shownError.text}
        </p>
      ) : null}
    </div>
  )
}

/** A labelled input with its hint and its error beside it. */
export function FormField({
  label,
  error,
  hint,
  className,
  ...input
}: FieldFrameProps & Omit<InputHTMLAttributes<HTMLInputElement>, 'className'>) {
  return (
    <FieldFrame
      label={label}
      error={error}
      hint={hint}
      className={className}
      required={input.required}
      control={(wiring) => <input type="text" {...input} {...wiring} />}
    />
  )
}

/** A labelled textarea with its hint and its error beside it. */
export function TextAreaField({
  label,
  error,
  hint,
  className,
  ...textarea
}: FieldFrameProps & Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'className'>) {
  return (
    <FieldFrame
      label={label}
      error={error}
      hint={hint}
      className={className}
      required={textarea.required}
      control={(wiring) => <textarea {...textarea} {...wiring} />}
    />
  )
}

export type SelectOption = { value: string; label: string }

/** A labelled select; `emptyLabel`, when given, is a first option that says nothing is chosen. */
export function SelectField({
  label,
  error,
  hint,
  className,
  options,
  emptyLabel,
  ...select
}: FieldFrameProps &
  Omit<SelectHTMLAttributes<HTMLSelectElement>, 'className'> & {
    options: readonly SelectOption[]
    emptyLabel?: string | undefined
  }) {
  return (
    <FieldFrame
      label={label}
      error={error}
      hint={hint}
      className={className}
      required={select.required}
      control={(wiring) => (
        <select {...select} {...wiring}>
          {emptyLabel !== undefined ? <option value="">{emptyLabel}</option> : null}
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    />
  )
}
