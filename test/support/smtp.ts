import { SMTPServer } from 'smtp-server'

/** A real SMTP server on the loopback interface that keeps every message it is given. */
export interface TestSmtp {
  /** The raw messages received, oldest first. */
  messages: string[]
  /** Refuses mail to these addresses for good, as a server with no such mailbox (550). */
  refused: Set<string>
  close(): Promise<void>
}

/** Listens on `port` (a mail transport's SMTP_URL names it), with no TLS and no login. */
export function startSmtp(port: number): Promise<TestSmtp> {
  const messages: string[] = []
  const refused = new Set<string>()
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onRcptTo(address, _session, done) {
      if (!refused.has(address.address)) return done()
      done(Object.assign(new Error('No such mailbox here'), { responseCode: 550 }))
    },
    onData(stream, _session, done) {
      const chunks: Buffer[] = []
      stream.on('data', (chunk: Buffer) => chunks.push(chunk))
      stream.on('end', () => {
        messages.push(Buffer.concat(chunks).toString('utf8'))
        done()
      })
    },
  })
  return new Promise((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, '127.0.0.1', () =>
      resolve({
        messages,
        refused,
        close: () => new Promise<void>((closed) => server.close(() => closed())),
      }),
    )
  })
}
