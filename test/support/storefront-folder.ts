import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

/** index.html as `vite build` leaves it, reduced to what the server looks for. */
const BUILT_INDEX = `<!doctype html>
<html lang="fr">
  <head>
    <title>Vitrine</title>
    <script type="module" src="/assets/index-abc.js"></script>
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`

export interface StorefrontFolder {
  /** Pass as `storefrontDir` to startTestApp. */
  dir: string
  /** Puts a server renderer (web/server-render.tsx once built) beside it, with this source. */
  addRenderer(source: string): void
  remove(): void
}

/** A built storefront of a test's own, in a temporary folder: an index.html and no assets. */
export function storefrontFolder(): StorefrontFolder {
  const dir = mkdtempSync(path.join(tmpdir(), 'vitrine-storefront-'))
  writeFileSync(path.join(dir, 'index.html'), BUILT_INDEX)
  mkdirSync(path.join(dir, 'assets'))
  const rendererDir = `${dir}-server`
  return {
    dir,
    addRenderer(source) {
      mkdirSync(rendererDir, { recursive: true })
      writeFileSync(path.join(rendererDir, 'server-render.js'), source)
    },
    remove() {
      rmSync(dir, { recursive: true, force: true })
      rmSync(rendererDir, { recursive: true, force: true })
    },
  }
}
