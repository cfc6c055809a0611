import { sitemapEntries, sitemapXml } from '../features/content/sitemap.ts'
import { servicesContext } from '../lib/request-context.ts'
import type { Route } from './+types/sitemap'

export async function loader({ context }: Route.LoaderArgs) {
  const { catalogue, content, site } = context.get(servicesContext)
  const [packages, posts, destinations] = await Promise.all([
    catalogue.listPackages(),
    content.listBlogPosts(),
    content.listDestinations(),
  ])
  return new Response(
    sitemapXml(sitemapEntries({ packages, posts, destinations }), site.publicUrl),
    {
      headers: {
        'content-type': 'application/xml; charset=utf-8',
        'cache-control': 'public, max-age=3600',
      },
    },
  )
}
