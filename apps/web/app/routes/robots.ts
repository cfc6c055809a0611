import { robotsTxt } from '../features/content/sitemap.ts'
import { servicesContext } from '../lib/request-context.ts'
import type { Route } from './+types/robots'

export function loader({ context }: Route.LoaderArgs) {
  return new Response(robotsTxt(context.get(servicesContext).site.publicUrl), {
    headers: {
      'content-type': 'text/plain; charset=utf-8',
      'cache-control': 'public, max-age=3600',
    },
  })
}
