import { TOP_PLACES } from './char-dham-content.ts'

/** The eight places around the yatra road: 1 column, 2 from sm, 3 from md; cards 320 px wide. */
export function TopPlaces() {
  return (
    <ul className="grid grid-cols-1 justify-items-center gap-6 sm:grid-cols-2 md:grid-cols-3">
      {TOP_PLACES.map((place) => (
        <li
          key={place.name}
          className="w-full max-w-[320px] overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-slate-200 transition duration-300 hover:scale-[1.03] hover:shadow-lg motion-reduce:transition-none motion-reduce:hover:scale-100"
        >
          <img
            src={place.image}
            alt=""
            width={320}
            height={213}
            loading="lazy"
            decoding="async"
            className="aspect-[3/2] w-full object-cover"
          />
          <div className="p-4">
            <h3 className="text-brand text-lg font-semibold">{place.name}</h3>
            <p className="mt-1 text-sm leading-relaxed text-slate-700">{place.description}</p>
          </div>
        </li>
      ))}
    </ul>
  )
}
