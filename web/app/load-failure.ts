/**
 * Whether an error is a part of the app's code that could not be fetched (a network drop, a new
 * deployment that removed the old chunk): the page must be loaded again, not declared missing.
 */
export function isChunkLoadError(error: unknown): boolean {
  return (
    error instanceof Error &&
    /dynamically imported module|Importing a module script failed|Unable to preload CSS/i.test(
      error.message,
    )
  )
}
