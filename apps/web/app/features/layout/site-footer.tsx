import { FOOTER_STATS, SITE } from '@trippy/contracts/site'
import { Link } from 'react-router'
import { FooterNewsletter } from '../leads/index.ts'
import { FOOTER_LINKS } from './navigation.ts'

export function SiteFooter({ supportEmail }: { supportEmail: string }) {
  return (
    <footer
      data-testid="site-footer"
      className="bg-brand render-when-near-[56rem] pb-24 text-white md:pb-0"
    >
      <div className="mx-auto max-w-6xl px-4 py-12">
        <ul
          aria-label="Our numbers"
          className="grid grid-cols-2 gap-6 border-b border-white/15 pb-10 text-center sm:grid-cols-4"
        >
          {FOOTER_STATS.map((stat) => (
            <li key={stat.label}>
              <p className="text-accent text-3xl font-bold">{stat.value}</p>
              <p className="mt-1 text-sm text-white/80">{stat.label}</p>
            </li>
          ))}
        </ul>

        <div className="grid gap-10 pt-10 md:grid-cols-3">
          <div>
            <p className="text-lg font-bold">{SITE.name}</p>
            <p className="mt-2 text-sm text-white/80">
              {SITE.tagline}, led by local Himalayan guides.
            </p>
            <p className="mt-4 text-sm">
              <a href={`mailto:${supportEmail}`} className="underline underline-offset-4">
                {supportEmail}
              </a>
            </p>
          </div>

          <nav aria-label="Footer">
            <h2 className="text-sm font-semibold tracking-wide text-white/70 uppercase">Explore</h2>
            <ul className="mt-3 grid grid-cols-2 gap-x-4 gap-y-2 text-sm">
              {FOOTER_LINKS.map((link) => (
                <li key={`${link.to}-${link.label}`}>
                  <Link to={link.to} className="hover:underline">
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>

          <FooterNewsletter />
        </div>
        <p className="mt-10 text-center text-xs text-white/60">
          © {new Date().getFullYear()} {SITE.name}. All prices in Indian rupees.
        </p>
      </div>
    </footer>
  )
}
