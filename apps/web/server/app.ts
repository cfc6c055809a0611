import { AsyncLocalStorage } from 'node:async_hooks'
import { localeFromPath, type Locale } from '@trippy/i18n/locale'
import { overwriteGetLocale } from '@trippy/i18n/runtime'
import type { WebServices } from '@trippy/contracts'
import { createRequestHandler, RouterContextProvider } from 'react-router'
import { servicesContext } from '../app/lib/request-context.ts'

/** The language of the request being rendered: its path's, for every message the page shows. */
const requestLocale = new AsyncLocalStorage<Locale>()
overwriteGetLocale(() => requestLocale.getStore() ?? 'en')

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
    // A data request's path is the page's with '.data' ('/hi/treks.data', '/hi.data').
    const pagePath = new URL(request.url).pathname.replace(/(\/_)?\.data$/, '')
    return requestLocale.run(localeFromPath(pagePath), () => handleRequest(request, context))
  }
}
