/* global process */
// Loaded by the scale bench into its web processes (node --expose-gc --require …): SIGUSR2 runs
// a full garbage collection, so the bench can read what the heap really keeps. Never in
// production.
process.on('SIGUSR2', () => {
  if (typeof globalThis.gc === 'function') globalThis.gc()
})
