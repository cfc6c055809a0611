/** A FormData value as text ('' when absent or a file). */
export function textOf(data: FormData, name: string): string {
  const value = data.get(name)
  return typeof value === 'string' ? value : ''
}

/** The text fields of a submitted form, as strings. */
export function formValues<K extends string>(form: HTMLFormElement, names: readonly K[]) {
  const data = new FormData(form)
  const values = {} as Record<K, string>
  for (const name of names) values[name] = textOf(data, name)
  return values
}

/** Moves focus to the first field marked invalid, so keyboard and screen-reader users land on it. */
export function focusFirstInvalid(form: HTMLFormElement | null): void {
  form?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus()
}
