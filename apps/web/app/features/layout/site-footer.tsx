import { FOOTER_STATS, SITE } from '@trippy/contracts/site'
import * as m from '@trippy/i18n/messages'
import { Link } from 'react-router'
import { localHref } from '../../lib/i18n.ts'
import { FooterNewsletter } from '../leads/index.ts'
import { FOOTER_LINKS } from './navigation.ts'

/** The footer's figures' labels, by the label the site's contract gives them. */
const STAT_LABELS: Record<string, () => string> = {
  'Happy Trekkers': m.layout_stat_happy_trekkers,
  Destinations: m.layout_stat_destinations,
  'Years Experience': m.layout_stat_years,
  'Success Rate': m.layout_stat_success,
}

export function SiteFooter({ supportEmail }: { supportEmail: string }) {
  return (
    <footer
      data-testid="site-footer"
      className="bg-brand render-when-near-[56rem] pb-24 text-white md:pb-0"
    >
      <div className="mx-auto max-w-6xl px-4 py-12">
        <ul
          aria-label={m.layout_footer_numbers()}
          className="grid grid-cols-2 gap-6 border-b border-white/15 pb-10 text-center sm:grid-cols-4"
        >
          {FOOTER_STATS.map((stat) => (
            <li key={stat.label}>
              <p className="text-accent text-3xl font-bold">{stat.value}</p>
              <p className="mt-1 text-sm text-white/80">
                {STAT_LABELS[stat.label]?.() ?? stat.label}
              </p>
            </li>
          ))}
        </ul>

        <div className="grid gap-10 pt-10 md:grid-cols-3">
          <div>
            <p className="text-lg font-bold">{SITE.name}</p>
            <p className="mt-2 text-sm text-white/80">{m.layout_footer_tagline()}</p>
            <p className="mt-4 text-sm">
              <a href={`mailto:${supportEmail}`} className="underline underline-offset-4">
                {supportEmail}
              </a>
            </p>
          </div>

          <nav aria-label={m.layout_footer_nav()}>
            <h2 className="text-sm font-semibold tracking-wide text-white/70 uppercase">
              {m.layout_footer_explore()}
            </h2>
            <ul className="mt-3 grid grid-cols-2 gap-x-4 gap-y-2 text-sm">
              {FOOTER_LINKS.map((link) => (
                <li key={link.to}>
                  <Link to={localHref(link.to)} className="hover:underline">
                    {link.label()}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>

          <FooterNewsletter />
        </div>
        <p className="mt-10 text-center text-xs text-white/60">
          {m.layout_footer_copyright({ year: new Date().getFullYear(), name: SITE.name })}
        </p>
      </div>
    </footer>
  )
}
