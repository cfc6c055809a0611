/**
 * What an opened search shows while its code arrives: apart from the search's other texts, which
 * come with that code, so that every page's shell carries only this one.
 */
export const SEARCH_LOADING = 'Loading search…'
