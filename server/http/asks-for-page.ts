/**
 * Whether a request's `Accept` asks for an HTML page: browsers list `text/html` when they open a
 * page or a frame or post a form; API clients, `fetch` and curl do not. The pages the server
 * renders (the embed player, the sandbox's payment pages) show their failures as a page to the
 * former and in the `{type, message}` shape to everyone else.
 */
export function asksForPage(accept: string | undefined): boolean {
  return (accept ?? '').split(',').some((range) => {
    const [type, ...parameters] = range.split(';').map((part) => part.trim().toLowerCase())
    const quality = parameters.find((parameter) => parameter.startsWith('q='))
    return type === 'text/html' && (quality === undefined || Number(quality.slice(2)) > 0)
  })
}
