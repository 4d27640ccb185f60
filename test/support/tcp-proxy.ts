import net from 'node:net'

/** A TCP proxy in front of a server, that a test cuts and restores to play an outage. */
export interface TcpProxy {
  /** The address given, with the proxy's host and port in place of the server's. */
  url: string
  /** Drops every open connection and refuses new ones until `restore()`. */
  cut(): void
  restore(): void
  close(): Promise<void>
}

/** Starts a proxy on a free local port to the host and port of `targetUrl`. */
export async function startTcpProxy(targetUrl: string): Promise<TcpProxy> {
  const target = new URL(targetUrl)
  const sockets = new Set<net.Socket>()
  let isCut = false
  const track = (socket: net.Socket, other: net.Socket) => {
    sockets.add(socket)
    // A cut connection ends with an error on either side; the other side goes with it.
    socket.on('error', () => socket.destroy())
    socket.on('close', () => {
      sockets.delete(socket)
      other.destroy()
    })
  }
  const server = net.createServer((client) => {
    if (isCut) {
      client.destroy()
      return
    }
    const upstream = net.connect(Number(target.port), target.hostname)
    track(client, upstream)
    track(upstream, client)
    client.pipe(upstream).pipe(client)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const proxied = new URL(targetUrl)
  proxied.hostname = '127.0.0.1'
  proxied.port = String((server.address() as net.AddressInfo).port)
  const cut = () => {
    isCut = true
    for (const socket of sockets) socket.destroy()
  }
  return {
    url: proxied.toString(),
    cut,
    restore() {
      isCut = false
    },
    close() {
      cut()
      return new Promise((resolve) => server.close(() => resolve()))
    },
  }
}
