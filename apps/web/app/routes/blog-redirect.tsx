import { redirect } from 'react-router'

/** The header links to /blog; the blog lives at /blogs (the original site's route). */
export function loader() {
  return redirect('/blogs', 301)
}
