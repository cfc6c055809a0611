import { Link } from 'react-router'
import { PackageCard } from '../features/catalogue/package-card.tsx'
import { Spinner } from '../components/ui/spinner.tsx'
import { AccountPage, accountPageMeta } from '../features/account/account-page.tsx'
import { useWishlist } from '../features/account/use-wishlist.ts'
import { WishlistButton } from '../features/account/wishlist-button.tsx'

export function meta() {
  return accountPageMeta('My Wishlist', 'The trips you have saved for later.')
}

export default function Wishlist() {
  return (
    <AccountPage title="My Wishlist" intro="The treks and yatras you have saved for later.">
      <SavedTrips />
    </AccountPage>
  )
}

function SavedTrips() {
  const wishlist = useWishlist()
  if (wishlist.status === 'loading') return <Spinner label="Loading your wishlist…" />
  if (wishlist.status === 'error') {
    return (
      <div role="alert" className="rounded-2xl bg-white p-6 ring-1 ring-slate-200">
        <p className="text-slate-800">We could not load your wishlist just now.</p>
        <button
          type="button"
          onClick={() => void wishlist.reload()}
          className="bg-brand mt-4 rounded-full px-6 py-2.5 font-semibold text-white"
        >
          Try again
        </button>
      </div>
    )
  }
  if (wishlist.packages.length === 0) {
    return (
      <section className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
        <h2 className="text-brand text-xl font-semibold">No saved trips yet</h2>
        <p className="mt-2 text-slate-700">
          Press the heart on a trip to keep it here while you plan.
        </p>
        <Link
          to="/packages"
          className="bg-brand mt-5 inline-block rounded-full px-6 py-2.5 font-semibold text-white"
        >
          Browse all trips
        </Link>
      </section>
    )
  }
  return (
    <section aria-labelledby="saved-trips">
      <h2 id="saved-trips" className="sr-only">
        Saved trips
      </h2>
      <p className="mb-4 text-slate-700">
        {wishlist.packages.length === 1
          ? '1 saved trip'
          : `${wishlist.packages.length} saved trips`}
      </p>
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {wishlist.packages.map((pkg) => (
          <li key={pkg._id} className="relative">
            <PackageCard pkg={pkg} />
            <WishlistButton
              packageId={pkg._id}
              packageName={pkg.name}
              className="absolute top-3 right-3 z-10"
            />
          </li>
        ))}
      </ul>
    </section>
  )
}
