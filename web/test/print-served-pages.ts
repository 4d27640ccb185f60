import path from 'node:path'
import { fileURLToPath } from 'node:url'
import react from '@vitejs/plugin-react'
import { createServer } from 'vite'

/**
 * Prints, as JSON, the demo website's pages the server renders (web/test/served-pages.ts), each
 * argument a `language:path`. Run in a process of its own by tests that hydrate them: React's
 * server renderer leaves its last context values set in the process it ran in, where a browser
 * render would then read them.
 */
const vite = await createServer({
  configFile: false,
  root: path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..'),
  plugins: [react()],
  appType: 'custom',
  logLevel: 'silent',
  server: { middlewareMode: true, hmr: false, watch: null },
})
try {
  const { serveDemo } = (await vite.ssrLoadModule(
    '/web/test/served-pages.ts',
  )) as typeof import('./served-pages.ts')
  const demo = await serveDemo()
  const pages: Record<string, unknown> = {}
  for (const request of process.argv.slice(2)) {
    const [language, path] = request.split(/:(.*)/) as ['fr' | 'en', string]
    pages[request] = await demo.page(path, language)
  }
  await demo.close()
  process.stdout.write(JSON.stringify(pages))
} finally {
  await vite.close()
}
