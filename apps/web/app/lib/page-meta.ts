import { SITE } from '@trippy/contracts/site'
import * as m from '@trippy/i18n/messages'

/**
 * Titles per path, in the page's language (each read when asked for); pages not listed use their
 * heading.
 */
export const PAGE_TITLES: Record<string, string> = {
  '/': `${SITE.name} | Himalayan Treks, Expeditions and Char Dham Yatra`,
  get '/about'() {
    return m.page_meta_about({ site: SITE.name })
  },
  get '/contact'() {
    return m.page_meta_contact({ site: SITE.name })
  },
  get '/packages'() {
    return m.page_meta_packages({ site: SITE.name })
  },
  get '/destination'() {
    return m.page_meta_destination({ site: SITE.name })
  },
  get '/treks'() {
    return m.page_meta_treks({ site: SITE.name })
  },
  get '/spiritual-trips'() {
    return m.page_meta_spiritual_trips({ site: SITE.name })
  },
  get '/backpacking-trips'() {
    return m.page_meta_backpacking_trips({ site: SITE.name })
  },
  get '/blogs'() {
    return m.page_meta_blogs({ site: SITE.name })
  },
  get '/trippy-girls-only-trips'() {
    return m.page_meta_girls_only_trips({ site: SITE.name })
  },
  get '/corporate-trippy-space'() {
    return m.page_meta_corporate({ site: SITE.name })
  },
}

/** The Char Dham page names the season still ahead, so its title is no fixed text. */
export function charDhamTitle(seasonYear: number): string {
  return m.page_meta_char_dham({ year: String(seasonYear), site: SITE.name })
}

export function titleFor(pathname: string, heading: string): string {
  return PAGE_TITLES[pathname] ?? `${heading} | ${SITE.name}`
}
