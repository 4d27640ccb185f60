/** The Accept header a browser sends when it opens a page or a frame, or posts a form. */
export const BROWSER_ACCEPT =
  'text/html,application/xhtml+xml,application/xml;q=0.9,image/avif,image/webp,*/*;q=0.8'
