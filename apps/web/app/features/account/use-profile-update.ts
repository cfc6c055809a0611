import type { Customer, UpdateProfileBody } from '@trippy/contracts'
import { useNavigate } from 'react-router'
import { useToast } from '../../components/ui/toast.tsx'
import { localMessage } from '../../components/ui/form-text.tsx'
import { localHref } from '../../lib/i18n.ts'
import { type FormProblems, NO_PROBLEMS, useSentForm } from '../../components/ui/use-sent-form.ts'
import { api, ApiError, readStoredSession } from '../../lib/api-client.ts'
import { useAccount } from './account-context.tsx'
import { ACCOUNT_MESSAGES } from '@trippy/contracts/account-messages'

export const PROFILE_FIELDS = ['firstName', 'lastName', 'phone', 'address', 'state'] as const

/**
 * Saves the profile, on the form kit (spread `form` as the `<form>`'s ref), with these messages:
 * 'Profile updated successfully'; the server's message, else 'Failed to update profile'; the
 * slow-server text on a timeout; 'Session expired. Please login again.' when no session is stored.
 */
export function useProfileUpdate() {
  const { updateCustomer } = useAccount()
  const toast = useToast()
  const navigate = useNavigate()
  const { form, pending, problems, send } = useSentForm(problemsOf)

  function problemsOf(error: unknown): FormProblems {
    if (!(error instanceof ApiError)) {
      toast.error(localMessage(ACCOUNT_MESSAGES.profileUpdateFailed))
    } else if (error.kind === 'timeout') {
      toast.error(localMessage(ACCOUNT_MESSAGES.serverSlow))
    } else if (error.status !== 401) {
      // A 401 already signed the customer out, with its own message.
      toast.error(
        localMessage(error.fromServer ? error.message : ACCOUNT_MESSAGES.profileUpdateFailed),
      )
      return { fields: error.fieldErrors(), form: null }
    }
    return NO_PROBLEMS
  }

  async function save(values: UpdateProfileBody): Promise<boolean> {
    const session = readStoredSession()
    if (!session) {
      toast.error(localMessage(ACCOUNT_MESSAGES.sessionExpired))
      void navigate(localHref('/login'), { state: { from: localHref('/profile') } })
      return false
    }
    return send(async () => {
      const { data } = await api.put<Customer>(
        `/api/customers/profile/${encodeURIComponent(session.userId)}`,
        values,
      )
      updateCustomer(data)
      toast.success(localMessage(ACCOUNT_MESSAGES.profileUpdated))
    })
  }

  return { form, save, pending, fieldErrors: problems.fields }
}
