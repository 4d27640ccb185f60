/** A sent mail's two parts, as its reader's mail program shows one or the other. */
export interface MailParts {
  text: string
  /** Empty when the mail has no HTML part. */
  html: string
}

/**
 * The text and HTML parts of a mail of the outbox as `readableMail` gives it (its
 * quoted-printable already decoded): what a test reads of each part.
 */
export function mailParts(mail: string): MailParts {
  const boundary = /boundary="?([^";\r\n]+)"?/.exec(mail)?.[1]
  const parts = boundary ? mail.split(`--${boundary}`).slice(1, -1) : [mail]
  const found: MailParts = { text: '', html: '' }
  for (const part of parts) {
    const blank = part.search(/\r?\n\r?\n/)
    const head = part.slice(0, blank)
    const body = part
      .slice(blank)
      .replace(/^\r?\n\r?\n/, '')
      .replace(/\r\n/g, '\n')
      .trimEnd()
    if (/content-type:\s*text\/html/i.test(head)) found.html = body
    else if (/content-type:\s*text\/plain/i.test(head)) found.text = body
  }
  return found
}
