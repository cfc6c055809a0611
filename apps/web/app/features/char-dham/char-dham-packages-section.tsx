import * as m from '@trippy/i18n/messages'
import { Link } from 'react-router'
import { localHref } from '../../lib/i18n.ts'
import type { CharDhamPackagesState } from './char-dham-cards.ts'
import { historyParagraphs } from './char-dham-history.ts'
import { PackageCarousel } from './package-carousel.tsx'
import yamunotriImage from 'public-image:/images/chardham/yamunotri.svg'

/**
 * The Char Dham package section of the home page and /char-dham: the package carousel, then the
 * 'History of Chardham Temples' block.
 */
export function CharDhamPackagesSection({ state }: { state: CharDhamPackagesState }) {
  return (
    <>
      <section
        aria-labelledby="chardham-packages-heading"
        className="render-when-near-[48rem] bg-white py-16"
      >
        <div className="mx-auto max-w-6xl px-4">
          <h2
            id="chardham-packages-heading"
            className="text-brand text-center text-2xl font-bold sm:text-3xl"
          >
            {m.char_dham_packages_heading()}
          </h2>
          <p className="mx-auto mt-2 max-w-2xl text-center text-slate-600">
            {m.char_dham_packages_intro()}
          </p>
          <div className="mt-8">
            <PackageCarousel state={state} label={m.char_dham_packages_label()} />
          </div>
        </div>
      </section>

      <section
        aria-labelledby="chardham-history-heading"
        className="render-when-near-[58rem] py-16"
      >
        <div className="mx-auto grid max-w-6xl items-center gap-10 px-4 md:grid-cols-2">
          <img
            src={yamunotriImage}
            alt={m.char_dham_history_alt()}
            width={1200}
            height={800}
            loading="lazy"
            decoding="async"
            className="aspect-[3/2] w-full rounded-2xl object-cover shadow-sm"
          />
          <div>
            <h2 id="chardham-history-heading" className="text-brand text-2xl font-bold sm:text-3xl">
              {m.char_dham_history_heading()}
            </h2>
            {historyParagraphs().map((paragraph) => (
              <p key={paragraph.slice(0, 32)} className="mt-4 leading-relaxed text-slate-700">
                {paragraph}
              </p>
            ))}
            <Link
              to={localHref('/packages')}
              className="bg-brand hover:bg-brand-light mt-6 inline-block rounded-full px-6 py-3 font-semibold text-white"
            >
              {m.char_dham_view_details()}
            </Link>
          </div>
        </div>
      </section>
    </>
  )
}
