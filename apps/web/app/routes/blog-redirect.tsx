import { redirect } from 'react-router'

/** The header links to /blog; the blog lives at /blogs (spec route table). */
export function loader() {
  return redirect('/blogs', 301)
}
