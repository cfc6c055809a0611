import { useEffect, useRef, useState } from 'react'
import { focusFirstInvalid } from './form-helpers.ts'
import { localMessage } from './form-text.tsx'
import { useToast } from './toast.tsx'

/** Why a form was refused: errors beside their fields, and one about the whole form. */
export type FormProblems = { fields: Record<string, string>; form: string | null }
export const NO_PROBLEMS: FormProblems = { fields: {}, form: null }

/**
 * A form the server checks, with no schema in the browser (the console's forms, which load no
 * zod; a page whose rules need the server, such as a reset link's token). It sends one
 * submission at a time, shows a refusal's field errors beside their fields and the rest as the
 * form's alert, and moves focus to the first invalid field. `problemsOf` words a failed call as
 * problems; it may tell the visitor another way (a toast) and answer `NO_PROBLEMS`.
 */
export function useSentForm(problemsOf: (error: unknown) => FormProblems) {
  const form = useRef<HTMLFormElement>(null)
  const toast = useToast()
  const [pending, setPending] = useState(false)
  const [problems, setProblems] = useState<FormProblems>(NO_PROBLEMS)
  useEffect(() => focusFirstInvalid(form.current), [problems])

  /**
   * Runs `call` unless a submission is on its way; true when it went through. With `success`,
   * a toast says so, in the server's words when it answers a message.
   */
  async function send(
    call: () => Promise<{ message?: string | undefined } | void>,
    success?: string,
  ): Promise<boolean> {
    if (pending) return false
    setPending(true)
    setProblems(NO_PROBLEMS)
    try {
      const answer = await call()
      if (success !== undefined) toast.success(localMessage(answer?.message ?? success))
      return true
    } catch (error) {
      setProblems(problemsOf(error))
      return false
    } finally {
      setPending(false)
    }
  }

  return { form, pending, problems, setProblems, send }
}
