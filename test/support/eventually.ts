/**
 * Calls `probe` until it answers something `done` accepts, and returns that answer; fails
 * naming `what` (and the last answer) when the bound passes first.
 */
export async function eventually<T>(
  what: string,
  probe: () => T | Promise<T>,
  done: (value: T) => boolean = Boolean,
  { timeoutMs = 5_000, pauseMs = 20 } = {},
): Promise<T> {
  const deadline = Date.now() + timeoutMs
  let last: T
  for (;;) {
    last = await probe()
    if (done(last)) return last
    if (Date.now() > deadline) {
      throw new Error(
        `${what} did not happen within ${timeoutMs} ms (last: ${JSON.stringify(last) ?? String(last)})`,
      )
    }
    await new Promise((resolve) => setTimeout(resolve, pauseMs))
  }
}
