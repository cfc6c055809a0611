import { type SubmissionResult, useForm } from '@conform-to/react'
import { type FormEvent, useRef, useState } from 'react'
import type { parseWithZod } from '@conform-to/zod/v4'
import type { z } from '@trippy/contracts/zod'
import type * as Contracts from '@trippy/contracts'

type FormSchema = z.ZodType<Record<string, unknown>, Record<string, unknown>>
type Validation<Schema extends FormSchema> = {
  schema: Schema
  parseWithZod: typeof parseWithZod
}

/**
 * A schema of `@trippy/contracts`, imported when asked for: a form's `schema: () =>
 * contractSchema('LoginBodySchema')` brings zod with its first focus or submit, not with the page.
 */
export function contractSchema<Name extends keyof typeof Contracts>(
  name: Name,
): Promise<(typeof Contracts)[Name]> {
  return import('@trippy/contracts').then((contracts) => contracts[name])
}

/**
 * A form validated on submit with a contract schema, through Conform: the schema's messages show
 * beside their fields and focus moves to the first invalid one. `extra` adds what the form does
 * not hold (the body's `kind`, the page it was sent from). `onValid` gets the parsed body and a
 * `refuse` that shows the server's field errors the same way.
 *
 * The validation (zod and the schema) is not needed to show a form, so it loads when the form is
 * first focused or pressed, or at the first submit, which then waits for it: `schema` may be a
 * function that imports it, and a form that opens by itself (the first-visit modal) costs no zod
 * at all until someone fills it in. Spread `loadOnUse` on the `<form>` and pass it `onSubmit`: a
 * tap on a button focuses nothing in Safari, so a press counts as use as well as a focus.
 */
export function useSchemaForm<Schema extends FormSchema>({
  schema,
  extra,
  onInvalid,
  onValid,
  onUnavailable,
}: {
  schema: Schema | (() => Promise<Schema>)
  extra?: () => Record<string, string | undefined>
  /** Runs when a submission stops at the schema, before anything is sent. */
  onInvalid?: () => void
  onValid: (
    body: z.output<Schema>,
    refuse: (fieldErrors: Record<string, string>) => void,
  ) => void | Promise<void>
  /** Runs when the validation could not be loaded (the network is gone); a new submit retries. */
  onUnavailable?: () => void
}) {
  const [lastResult, setLastResult] = useState<SubmissionResult | undefined>(undefined)
  const validation = useRef<Validation<Schema> | undefined>(undefined)
  const loading = useRef<Promise<Validation<Schema>> | undefined>(undefined)

  // The promise, once asked for, is kept: every later focus or submit waits on the same one.
  const loadValidation = () => {
    loading.current ??= Promise.all([
      typeof schema === 'function' ? schema() : schema,
      import('@conform-to/zod/v4'),
    ]).then(
      ([loaded, { parseWithZod }]) => (validation.current = { schema: loaded, parseWithZod }),
      (error: unknown) => {
        loading.current = undefined
        throw error
      },
    )
    return loading.current
  }

  const [form, fields] = useForm<z.input<Schema>, z.output<Schema>>({
    lastResult,
    shouldValidate: 'onSubmit',
    onValidate({ formData }) {
      for (const [name, value] of Object.entries(extra?.() ?? {})) {
        if (value !== undefined) formData.set(name, value)
      }
      // `onSubmit` below hands Conform a submission only once the validation is in.
      const { parseWithZod, schema: loaded } = validation.current as Validation<Schema>
      const submission = parseWithZod(formData, { schema: loaded })
      if (submission.status === 'error') onInvalid?.()
      return submission
    },
    onSubmit(event, { submission }) {
      event.preventDefault()
      if (submission?.status !== 'success') return
      setLastResult(undefined)
      void onValid(submission.value, (fieldErrors) =>
        setLastResult(
          submission.reply({
            fieldErrors: Object.fromEntries(
              Object.entries(fieldErrors).map(([name, message]) => [name, [message]]),
            ),
          }),
        ),
      )
    },
  })

  const startLoading = () => {
    loadValidation().catch(() => undefined)
  }
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    if (validation.current) return form.onSubmit(event)
    event.preventDefault()
    const target = event.currentTarget
    const submitter = (event.nativeEvent as SubmitEvent).submitter
    loadValidation().then(
      () => target.requestSubmit(submitter),
      () => onUnavailable?.(),
    )
  }

  return {
    form,
    fields,
    loadOnUse: { onFocus: startLoading, onPointerDown: startLoading },
    onSubmit,
    errorOf: (name: string) => form.allErrors[name]?.[0],
  }
}
