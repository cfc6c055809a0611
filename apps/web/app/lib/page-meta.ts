import { SITE } from '@trippy/contracts/site'

/** Titles per path; pages not listed use their heading. */
export const PAGE_TITLES: Record<string, string> = {
  '/': `${SITE.name} | Himalayan Treks, Expeditions and Char Dham Yatra`,
  '/about': `About Us | ${SITE.name}`,
  '/contact': `Contact Us | ${SITE.name}`,
  '/packages': `All Trips and Packages | ${SITE.name}`,
  '/destination': `Destinations | ${SITE.name}`,
  '/treks': `Himalayan Treks | ${SITE.name}`,
  '/spiritual-trips': `Char Dham and Spiritual Trips | ${SITE.name}`,
  '/backpacking-trips': `Backpacking Trips | ${SITE.name}`,
  '/blogs': `Travel Blog | ${SITE.name}`,
  '/trippy-girls-only-trips': `Girls-Only Trips | ${SITE.name}`,
  '/corporate-trippy-space': `Corporate Trips and Offsites | ${SITE.name}`,
}

/** The Char Dham page names the season still ahead, so its title is no fixed text. */
export function charDhamTitle(seasonYear: number): string {
  return `Char Dham Yatra ${seasonYear} | ${SITE.name}`
}

export function titleFor(pathname: string, heading: string): string {
  return PAGE_TITLES[pathname] ?? `${heading} | ${SITE.name}`
}
