import { useCallback } from 'react'
import { ACCOUNT_MESSAGES } from '@trippy/contracts/account-messages'
import { useToast } from '../../components/ui/toast.tsx'
import { localMessage } from '../../components/ui/form-text.tsx'
import { type FormProblems, NO_PROBLEMS } from '../../components/ui/use-sent-form.ts'
import { ApiError } from '../../lib/api-client.ts'

/**
 * Words a failed call the way every settings form shows it: the field errors beside their
 * fields, and a toast; a 401 has already signed the customer out with its own message.
 */
export function useAccountProblems() {
  const toast = useToast()
  return useCallback(
    (error: unknown): FormProblems => {
      if (!(error instanceof ApiError) || error.kind === 'network') {
        toast.error(localMessage(ACCOUNT_MESSAGES.networkFailure))
      } else if (error.kind === 'timeout') {
        toast.error(localMessage(ACCOUNT_MESSAGES.serverSlow))
      } else if (error.status !== 401) {
        toast.error(
          localMessage(error.fromServer ? error.message : ACCOUNT_MESSAGES.networkFailure),
        )
        return { fields: error.fieldErrors(), form: null }
      }
      return NO_PROBLEMS
    },
    [toast],
  )
}
