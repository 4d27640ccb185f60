import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vite'
import { precompress } from './vite.config.ts'

const root = path.dirname(fileURLToPath(import.meta.url))

/** Where the embed player is built; server/modules/embed/assets.ts serves it from there. */
export const EMBED_PLAYER_DIR = path.join(root, 'dist/embed')

/**
 * The embed player (web/embed, on media-chrome): one classic script, `player.js`, that the embed
 * page loads with `defer` (its CSP allows no inline script and it needs no module loader). Built
 * apart from the storefront, whose chunks it never shares; hls.js stays out of it (loaded by
 * the player only where the browser has Media Source, which is nearly everywhere but the iPhone).
 */
export default defineConfig({
  root: path.join(root, 'web/embed'),
  publicDir: false,
  envDir: root,
  logLevel: 'warn',
  plugins: [precompress()],
  build: {
    outDir: EMBED_PLAYER_DIR,
    emptyOutDir: true,
    target: 'es2022',
    rollupOptions: {
      input: path.join(root, 'web/embed/player.ts'),
      output: { format: 'iife', entryFileNames: 'player.js', inlineDynamicImports: true },
    },
  },
})
