/**
 * The id of the empty element that closes every page's content. The head's
 * `<link rel="expect" href="#page-end" blocking="render">` holds the first paint until the parser
 * has reached it, so the first frame is the whole page, laid out once. Without it the browser
 * painted the header and hero while the rest was still being parsed, then laid the whole page out
 * again in one long task right after that paint: the largest task of the home page's load in
 * Lighthouse (90-570 ms at its 4x CPU, with the machine's load), there even with no JavaScript at
 * all. Pages come whole from the page cache, so the wait is the parse of the rest (ADR 007).
 * Browsers without `rel=expect` (Chromium before 124, Firefox, Safari today) ignore the link.
 */
export const PAGE_END_ID = 'page-end'
