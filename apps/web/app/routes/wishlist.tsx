import * as m from '@trippy/i18n/messages'
import { Link } from 'react-router'
import { localHref } from '../lib/i18n.ts'
import { PackageCard } from '../features/catalogue/package-card.tsx'
import { Spinner } from '../components/ui/spinner.tsx'
import { AccountPage, accountPageMeta } from '../features/account/account-page.tsx'
import { useWishlist } from '../features/account/use-wishlist.ts'
import { WishlistButton } from '../features/account/wishlist-button.tsx'
import { packageName } from '../features/catalogue/package-texts.ts'

export function meta() {
  return accountPageMeta(m.account_wishlist_title(), m.account_wishlist_meta_description())
}

export default function Wishlist() {
  return (
    <AccountPage title={m.account_wishlist_title()} intro={m.account_wishlist_intro()}>
      <SavedTrips />
    </AccountPage>
  )
}

function SavedTrips() {
  const wishlist = useWishlist()
  if (wishlist.status === 'loading') return <Spinner label={m.account_loading_wishlist()} />
  if (wishlist.status === 'error') {
    return (
      <div role="alert" className="rounded-2xl bg-white p-6 ring-1 ring-slate-200">
        <p className="text-slate-800">{m.account_wishlist_load_failed()}</p>
        <button
          type="button"
          onClick={() => void wishlist.reload()}
          className="bg-brand mt-4 rounded-full px-6 py-2.5 font-semibold text-white"
        >
          {m.account_try_again()}
        </button>
      </div>
    )
  }
  if (wishlist.packages.length === 0) {
    return (
      <section className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
        <h2 className="text-brand text-xl font-semibold">{m.account_wishlist_empty_title()}</h2>
        <p className="mt-2 text-slate-700">{m.account_wishlist_empty_text()}</p>
        <Link
          to={localHref('/packages')}
          className="bg-brand mt-5 inline-block rounded-full px-6 py-2.5 font-semibold text-white"
        >
          {m.account_browse_trips()}
        </Link>
      </section>
    )
  }
  return (
    <section aria-labelledby="saved-trips">
      <h2 id="saved-trips" className="sr-only">
        {m.account_saved_trips()}
      </h2>
      <p className="mb-4 text-slate-700">
        {m.account_saved_trip_count({ count: wishlist.packages.length })}
      </p>
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {wishlist.packages.map((pkg) => (
          <li key={pkg._id} className="relative">
            <PackageCard pkg={pkg} />
            <WishlistButton
              packageId={pkg._id}
              packageName={packageName(pkg).value}
              className="absolute top-3 right-3 z-10"
            />
          </li>
        ))}
      </ul>
    </section>
  )
}
