import { redirect } from 'react-router'
import { localHref } from '../lib/i18n.ts'

/** The header links to /blog; the blog lives at /blogs (the original site's route). */
export function loader() {
  return redirect(localHref('/blogs'), 301)
}
