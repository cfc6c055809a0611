import { SITE } from '@trippy/contracts/site'
import { languageTag, localeFromPath } from '@trippy/i18n/locale'
import * as m from '@trippy/i18n/messages'
import { getLocale, overwriteGetLocale } from '@trippy/i18n/runtime'
import { Suspense, useState } from 'react'
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLocation,
  useNavigation,
  useRouteLoaderData,
} from 'react-router'
import type { Route } from './+types/root'
import './app.css'
import { MobileBottomBar } from './features/layout/mobile-bottom-bar.tsx'
import { SiteFooter } from './features/layout/site-footer.tsx'
import { SiteHeader } from './features/layout/site-header.tsx'
import { WhatsAppLink } from './features/layout/whatsapp-link.tsx'
import { loadFormTexts } from './components/ui/form-text.tsx'
import { Spinner } from './components/ui/spinner.tsx'
import { ToastProvider } from './components/ui/toast.tsx'
import { AccountProvider } from './features/account/account-context.tsx'
import { CurrencyProvider } from './features/currency/currency-context.tsx'
import { EnquiryProvider } from './features/leads/enquiry-context.tsx'
import { SendQueryTab, TripPlanModalIsland } from './features/leads/lead-widgets.tsx'
import { NotificationsProvider } from './features/notifications/notifications-context.tsx'
import { PAGE_END_ID } from './lib/first-render.ts'
import { HYDRATION_MARKS, PageHydratedMark, useHydrationMark } from './lib/hydration-marks.tsx'
import { localHref } from './lib/i18n.ts'
import { layoutFor } from './lib/layout-rules.ts'
import { servicesContext } from './lib/request-context.ts'

export function loader({ context }: Route.LoaderArgs) {
  const { site } = context.get(servicesContext)
  return { site }
}

export const links: Route.LinksFunction = () => [
  { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
]

// In the browser a page's language is its path's; on the server, server/app.ts sets it per request.
if (typeof window !== 'undefined') {
  overwriteGetLocale(() => localeFromPath(window.location.pathname))
  // A Hindi page's forms show zod's and the API's messages in Hindi from a lookup loaded at the
  // page's first use (form-text.tsx); one whose HTML already shows such a message needs it to hydrate.
  if (document.querySelector('[data-form-text]')) await loadFormTexts()
  else if (getLocale() === 'hi')
    for (const use of ['focusin', 'pointerdown', 'keydown'])
      addEventListener(use, () => void loadFormTexts(), {
        once: true,
        capture: true,
        passive: true,
      })
}

export function Layout({ children }: { children: React.ReactNode }) {
  return (
    <html lang={languageTag(getLocale())}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content={SITE.themeColor} />
        <Meta />
        <Links />
        <link rel="expect" href={`#${PAGE_END_ID}`} blocking="render" />
      </head>
      <body className="min-h-dvh bg-slate-50 font-sans text-slate-900 antialiased">
        {children}
        <div id={PAGE_END_ID} hidden />
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  )
}

function SiteLayout({ children }: { children: React.ReactNode }) {
  const { pathname } = useLocation()
  const parts = layoutFor(pathname)
  const navigation = useNavigation()
  const data = useRouteLoaderData<typeof loader>('root')
  const [drawerOpen, setDrawerOpen] = useState(false)

  return (
    <>
      <a
        href="#main"
        className="focus:text-brand sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-50 focus:rounded focus:bg-white focus:px-4 focus:py-2"
      >
        {m.layout_skip_to_content()}
      </a>
      {parts.tripPlanModal ? <TripPlanModalIsland /> : null}
      {parts.header ? <SiteHeader drawerOpen={drawerOpen} onDrawerChange={setDrawerOpen} /> : null}
      {navigation.state === 'loading' ? (
        <div className="fixed inset-x-0 top-16 z-50 flex justify-center" data-testid="page-loading">
          <div className="rounded-full bg-white px-2 shadow-lg">
            <Spinner label={m.layout_page_loading()} />
          </div>
        </div>
      ) : null}
      {/* The page and the footer are Suspense boundaries so that React hydrates them in passes of
          their own after the header: hydration's commit is one task, and the whole page in it
          made a long one. A click inside hydrates its boundary at once (selective hydration). */}
      <main id="main" className={parts.mobileBottomBar ? 'pb-16 md:pb-0' : undefined}>
        <Suspense>
          {children}
          <PageHydratedMark />
        </Suspense>
      </main>
      {parts.footer ? (
        <Suspense>
          <SiteFooter supportEmail={data?.site.supportEmail ?? ''} />
        </Suspense>
      ) : null}
      {parts.mobileBottomBar ? <MobileBottomBar onSearch={() => setDrawerOpen(true)} /> : null}
      {parts.floatingWidgets && data ? <WhatsAppLink number={data.site.operatorWhatsapp} /> : null}
      {parts.floatingWidgets ? <SendQueryTab /> : null}
    </>
  )
}

export default function App() {
  useHydrationMark(HYDRATION_MARKS.root)
  return (
    <ToastProvider>
      <CurrencyProvider>
        <AccountProvider>
          <NotificationsProvider>
            <EnquiryProvider>
              <SiteLayout>
                <Outlet />
              </SiteLayout>
            </EnquiryProvider>
          </NotificationsProvider>
        </AccountProvider>
      </CurrencyProvider>
    </ToastProvider>
  )
}

export function HydrateFallback() {
  return <Spinner />
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const notFound = isRouteErrorResponse(error) && error.status === 404
  const heading = notFound ? m.layout_not_found_heading() : m.layout_error_heading()
  const detail = notFound ? m.layout_not_found_detail() : m.layout_error_detail()
  return (
    <SiteLayout>
      <title>{`${heading} | ${SITE.name}`}</title>
      <meta name="robots" content="noindex" />
      <section data-hero className="bg-brand px-4 pt-32 pb-16 text-center text-white">
        <h1 className="text-3xl font-bold">{heading}</h1>
        <p className="mx-auto mt-3 max-w-xl text-white/85">{detail}</p>
        <a
          href={localHref('/')}
          className="bg-accent text-brand mt-8 inline-block rounded-full px-6 py-3 font-semibold"
        >
          {m.layout_back_home()}
        </a>
      </section>
    </SiteLayout>
  )
}
