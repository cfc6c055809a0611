import { search_loading } from '@trippy/i18n/messages'

/** Shown while the search's own code arrives: the only search text on every page. */
export const SEARCH_LOADING: () => string = search_loading
