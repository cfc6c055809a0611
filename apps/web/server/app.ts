import { AsyncLocalStorage } from 'node:async_hooks'
import { localeFromPath, pagePathOf, type Locale } from '@trippy/i18n/locale'
import { overwriteGetLocale } from '@trippy/i18n/runtime'
import type { WebServices } from '@trippy/contracts'
import { createRequestHandler, RouterContextProvider } from 'react-router'
import { loadFormTexts } from '../app/components/ui/form-text.tsx'
import { renderTripPlanModalWith } from '../app/features/leads/lead-widgets.tsx'
import { TripPlanModal } from '../app/features/leads/trip-plan-modal.tsx'
import { servicesContext } from '../app/lib/request-context.ts'

/** The language of the request being rendered: its path's, for every message the page shows. */
const requestLocale = new AsyncLocalStorage<Locale>()
overwriteGetLocale(() => requestLocale.getStore() ?? 'en')
// Hindi pages render zod's and the API's messages in Hindi from the first request on (a build of
// English pages only has nothing to load).
await requestLocale.run('hi', loadFormTexts)
// The first-visit modal is in every page's HTML, though browsers fetch its code only to open it.
renderTripPlanModalWith(TripPlanModal)

/**
 * The web app's server entry, built by Vite with the app and mounted by the Fastify host, which
 * passes its services in. Loaders read them with `context.get(servicesContext)`.
 */
export function createHandler(services: WebServices, options: { mode: string }) {
  const handleRequest = createRequestHandler(
    () => import('virtual:react-router/server-build'),
    options.mode,
  )
  return (request: Request) => {
    const context = new RouterContextProvider()
    context.set(servicesContext, services)
    const locale = localeFromPath(pagePathOf(new URL(request.url).pathname))
    return requestLocale.run(locale, () => handleRequest(request, context))
  }
}
