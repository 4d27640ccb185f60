import sanitizeHtml from 'sanitize-html'

/**
 * The rich text a site may publish (legal page, block texts): structure, emphasis, lists,
 * tables and links, nothing that runs. Links to other sites open without handing them this one.
 */
const RICH_TEXT: sanitizeHtml.IOptions = {
  allowedTags: [
    ...['h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'p', 'br', 'hr', 'blockquote', 'pre', 'div', 'span'],
    ...['ul', 'ol', 'li', 'dl', 'dt', 'dd'],
    ...['a', 'strong', 'b', 'em', 'i', 'u', 's', 'small', 'sub', 'sup', 'code', 'abbr'],
    ...['table', 'thead', 'tbody', 'tfoot', 'tr', 'th', 'td', 'caption'],
  ],
  allowedAttributes: {
    a: ['href', 'title', 'target', 'rel'],
    abbr: ['title'],
    th: ['colspan', 'rowspan', 'scope'],
    td: ['colspan', 'rowspan'],
  },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowProtocolRelative: false,
  transformTags: {
    a: (tagName, attribs) =>
      attribs.target === '_blank'
        ? { tagName, attribs: { ...attribs, rel: 'noopener noreferrer' } }
        : { tagName, attribs },
  },
}

/** HTML safe to put in a page: no scripts, no event handlers, no javascript: links. */
export function sanitizeRichText(html: string): string {
  return sanitizeHtml(html, RICH_TEXT)
}
