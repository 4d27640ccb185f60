/** Lists of uids are looked up in slices, well under every driver's limit on bound parameters. */
const SLICE = 500

/** The rows `find` answers for each slice of `uids`, together. */
export async function inSlices<R>(
  uids: string[],
  find: (slice: string[]) => Promise<R[]>,
): Promise<R[]> {
  const rows: R[] = []
  for (let start = 0; start < uids.length; start += SLICE) {
    rows.push(...(await find(uids.slice(start, start + SLICE))))
  }
  return rows
}
