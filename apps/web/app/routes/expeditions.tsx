import type { ShouldRevalidateFunctionArgs } from 'react-router'
import {
  EXPEDITION_MESSAGES,
  ExpeditionLoadError,
  loadCategories,
  loadExpeditions,
} from '../features/catalogue/expedition-answer.ts'
import * as m from '@trippy/i18n/messages'
import {
  expeditionsDescription,
  ExpeditionsError,
  ExpeditionsPage,
} from '../features/catalogue/expeditions-page.tsx'
import { publicUrlFrom, seoMeta } from '../lib/seo.ts'
import { servicesContext } from '../lib/request-context.ts'
import type { Route } from './+types/expeditions'

export async function loader({ context }: Route.LoaderArgs) {
  const { catalogue } = context.get(servicesContext)
  const [expeditions, categories] = await Promise.all([
    catalogue.listPackages({ categoryNames: ['expeditions'] }),
    catalogue.listCategories(),
  ])
  return { expeditions, categories }
}

/**
 * Client navigations read the public API the way the original site does, with its error rules. The
 * schemas come with the first such navigation, so the page itself (rendered on the server) loads
 * no zod.
 */
export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  const { CategorySchema, PackageSummarySchema } = await import('@trippy/contracts').catch(() => {
    throw new ExpeditionLoadError(EXPEDITION_MESSAGES.failed)
  })
  const [expeditions, categories] = await Promise.all([
    loadExpeditions(PackageSummarySchema.array(), request.signal),
    loadCategories(CategorySchema.array(), request.signal),
  ])
  return { expeditions, categories }
}

/** Filters live in the URL but work on the list already loaded: changing them fetches nothing. */
export function shouldRevalidate({
  currentUrl,
  nextUrl,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  if (currentUrl.pathname === nextUrl.pathname && currentUrl.search !== nextUrl.search) return false
  return defaultShouldRevalidate
}

export function meta({ matches }: Route.MetaArgs): Route.MetaDescriptors {
  return seoMeta({
    title: m.catalogue_expeditions_title(),
    description: expeditionsDescription(),
    path: '/expeditions',
    publicUrl: publicUrlFrom(matches),
  })
}

export function HydrateFallback() {
  return (
    <p role="status" className="px-4 pt-32 pb-16 text-center text-slate-600">
      {EXPEDITION_MESSAGES.loading}
    </p>
  )
}

export default function Expeditions({ loaderData }: Route.ComponentProps) {
  return <ExpeditionsPage expeditions={loaderData.expeditions} categories={loaderData.categories} />
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ExpeditionsError error={error} />
}
