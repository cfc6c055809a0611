import * as m from '@trippy/i18n/messages'
import { useState } from 'react'
import { useLocation, useNavigate } from 'react-router'
import { useToast } from '../../components/ui/toast.tsx'
import { localMessage } from '../../components/ui/form-text.tsx'
import { localHref } from '../../lib/i18n.ts'
import { ApiError } from '../../lib/api-client.ts'
import { useAccount } from './account-context.tsx'
import { ACCOUNT_MESSAGES } from '@trippy/contracts/account-messages'
import type { LoginState } from './login-state.ts'
import { useWishlist } from './use-wishlist.ts'

/**
 * A heart that saves a trip to the customer's wishlist or takes it off again. Logged out, it goes
 * to /login and comes back here afterwards. For package cards and the package page; on a card whose
 * link covers the whole card, give it `relative z-10` so it stays clickable.
 */
export function WishlistButton({
  packageId,
  packageName,
  className = '',
}: {
  packageId: string
  packageName: string
  className?: string
}) {
  const { customer } = useAccount()
  const wishlist = useWishlist()
  const toast = useToast()
  const navigate = useNavigate()
  const location = useLocation()
  const [busy, setBusy] = useState(false)
  const saved = wishlist.has(packageId)

  async function toggle() {
    if (!customer) {
      const state: LoginState = { from: `${location.pathname}${location.search}` }
      void navigate(localHref('/login'), { state })
      return
    }
    setBusy(true)
    try {
      if (saved) {
        await wishlist.remove(packageId)
        toast.success(localMessage(ACCOUNT_MESSAGES.wishlistRemoved))
      } else {
        await wishlist.save(packageId)
        toast.success(localMessage(ACCOUNT_MESSAGES.wishlistAdded))
      }
    } catch (error) {
      if (!(error instanceof ApiError && error.status === 401)) {
        toast.error(
          localMessage(
            error instanceof ApiError && error.fromServer
              ? error.message
              : ACCOUNT_MESSAGES.networkFailure,
          ),
        )
      }
    } finally {
      setBusy(false)
    }
  }

  return (
    <button
      type="button"
      aria-pressed={saved}
      aria-label={m.account_wishlist_save_label({ name: packageName })}
      disabled={busy}
      onClick={() => void toggle()}
      className={`inline-flex size-10 items-center justify-center rounded-full bg-white/90 text-rose-600 shadow ring-1 ring-slate-200 hover:bg-white disabled:opacity-60 ${className}`}
    >
      <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5">
        <path
          fill={saved ? 'currentColor' : 'none'}
          stroke="currentColor"
          strokeWidth="2"
          strokeLinejoin="round"
          d="M12 20s-7-4.4-9.2-9A5 5 0 0 1 12 6a5 5 0 0 1 9.2 5c-2.2 4.6-9.2 9-9.2 9Z"
        />
      </svg>
    </button>
  )
}
