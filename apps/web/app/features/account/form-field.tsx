import {
  type InputHTMLAttributes,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
  useId,
} from 'react'

type Described = { label: string; error?: string | undefined; hint?: string }

const controlClass = (invalid: boolean) =>
  `mt-1 block w-full rounded-lg border bg-white px-3 py-2 text-slate-900 shadow-sm ${
    invalid ? 'border-red-600' : 'border-slate-400'
  }`

function Messages({ id, error, hint }: { id: string; error?: string | undefined; hint?: string }) {
  return (
    <>
      {hint ? (
        <p id={`${id}-hint`} className="mt-1 text-sm text-slate-600">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="mt-1 text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </>
  )
}

function describedBy(id: string, error?: string, hint?: string): string | undefined {
  const ids = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean)
  return ids.length > 0 ? ids.join(' ') : undefined
}

/** A labelled input with its hint and its error beside it. */
export function FormField({
  label,
  error,
  hint,
  ...input
}: Described & InputHTMLAttributes<HTMLInputElement>) {
  const id = useId()
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-slate-800">
        {label}
      </label>
      <input
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, error, hint)}
        className={controlClass(Boolean(error))}
        {...input}
      />
      <Messages id={id} error={error} hint={hint} />
    </div>
  )
}

export function TextAreaField({
  label,
  error,
  hint,
  ...textarea
}: Described & TextareaHTMLAttributes<HTMLTextAreaElement>) {
  const id = useId()
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-slate-800">
        {label}
      </label>
      <textarea
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, error, hint)}
        className={controlClass(Boolean(error))}
        {...textarea}
      />
      <Messages id={id} error={error} hint={hint} />
    </div>
  )
}

/** A labelled select with its hint and its error; the first option says nothing is chosen. */
export function SelectField({
  label,
  error,
  hint,
  options,
  emptyLabel,
  ...select
}: Described &
  SelectHTMLAttributes<HTMLSelectElement> & {
    options: readonly { value: string; label: string }[]
    emptyLabel: string
  }) {
  const id = useId()
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-slate-800">
        {label}
      </label>
      <select
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, error, hint)}
        className={controlClass(Boolean(error))}
        {...select}
      >
        <option value="">{emptyLabel}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <Messages id={id} error={error} hint={hint} />
    </div>
  )
}

/** The text fields of a submitted form, as strings. */
export function formValues<K extends string>(form: HTMLFormElement, names: readonly K[]) {
  const data = new FormData(form)
  const values = {} as Record<K, string>
  for (const name of names) {
    const value = data.get(name)
    values[name] = typeof value === 'string' ? value : ''
  }
  return values
}

/** Moves focus to the first field marked invalid, so keyboard and screen-reader users land on it. */
export function focusFirstInvalid(form: HTMLFormElement | null): void {
  form?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus()
}

export const primaryButtonClass =
  'bg-brand hover:bg-brand-light inline-flex items-center justify-center rounded-full px-6 py-2.5 font-semibold text-white disabled:cursor-not-allowed disabled:opacity-60'
