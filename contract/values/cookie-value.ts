/** The value of the cookie `name` in a Cookie header (or `document.cookie`), or null when it is not there. */
export function cookieValue(cookieHeader: string | undefined, name: string): string | null {
  const found = (cookieHeader ?? '')
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${name}=`))
  return found === undefined ? null : found.slice(name.length + 1)
}
