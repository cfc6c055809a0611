import { type SubmissionResult, useForm } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod/v4'
import { useState } from 'react'
import type { z } from '@trippy/contracts/zod'

/**
 * A form validated on submit with a contract schema, through Conform: the schema's messages show
 * beside their fields and focus moves to the first invalid one. `extra` adds what the form does
 * not hold (the body's `kind`, the page it was sent from). `onValid` gets the parsed body and a
 * `refuse` that shows the server's field errors the same way.
 */
export function useSchemaForm<
  Schema extends z.ZodType<Record<string, unknown>, Record<string, unknown>>,
>({
  schema,
  extra,
  onInvalid,
  onValid,
}: {
  schema: Schema
  extra?: () => Record<string, string | undefined>
  /** Runs when a submission stops at the schema, before anything is sent. */
  onInvalid?: () => void
  onValid: (
    body: z.output<Schema>,
    refuse: (fieldErrors: Record<string, string>) => void,
  ) => void | Promise<void>
}) {
  const [lastResult, setLastResult] = useState<SubmissionResult | undefined>(undefined)
  const [form, fields] = useForm<z.input<Schema>, z.output<Schema>>({
    lastResult,
    shouldValidate: 'onSubmit',
    onValidate({ formData }) {
      for (const [name, value] of Object.entries(extra?.() ?? {})) {
        if (value !== undefined) formData.set(name, value)
      }
      const submission = parseWithZod(formData, { schema })
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
  return { form, fields, errorOf: (name: string) => form.allErrors[name]?.[0] }
}
