// What other folders may use of content/ (docs/server-folders.md).
export { getBlogPost, getDestination, listBlogPosts, listDestinations } from './content.service.ts'
