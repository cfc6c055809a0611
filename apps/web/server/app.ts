import type { WebServices } from '@trippy/contracts'
import { createRequestHandler, RouterContextProvider } from 'react-router'
import { servicesContext } from '../app/lib/request-context.ts'

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
    return handleRequest(request, context)
  }
}
