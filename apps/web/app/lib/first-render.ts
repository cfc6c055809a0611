/**
 * The id of the empty element that closes every page's content. The head's
 * `<link rel="expect" href="#page-end" blocking="render">` holds the first paint until the parser
 * has reached it, so the first frame is the whole page, styled and laid out once; without it the
 * browser painted the top of the page and then laid all of it out again in one long task after
 * that paint. Browsers without `rel=expect` ignore the link. Measurements: ADR 007.
 */
export const PAGE_END_ID = 'page-end'
