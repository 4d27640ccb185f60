import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib'
import react from '@vitejs/plugin-react'
import { defineConfig, type Plugin, type UserConfig } from 'vite'

const root = path.dirname(fileURLToPath(import.meta.url))
const outDir = path.join(root, 'dist/web')
/** `vite build --ssr`: the renderer of the first screen the server runs (web/server-render.tsx). */
const serverRenderDir = path.join(root, 'dist/web-server')
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|map|webmanifest)$/
const MIN_BYTES = 1024

function filesUnder(folder: string): string[] {
  return readdirSync(folder).flatMap((name) => {
    const file = path.join(folder, name)
    return statSync(file).isDirectory() ? filesUnder(file) : [file]
  })
}

/** Writes .br and .gz beside every text asset so the server never compresses per request. */
function precompress(): Plugin {
  return {
    name: 'vitrine-precompress',
    apply: 'build',
    closeBundle() {
      for (const file of filesUnder(outDir)) {
        if (!COMPRESSIBLE.test(file)) continue
        const content = readFileSync(file)
        if (content.length < MIN_BYTES) continue
        writeFileSync(`${file}.gz`, gzipSync(content, { level: 9 }))
        writeFileSync(
          `${file}.br`,
          brotliCompressSync(content, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11 } }),
        )
      }
    },
  }
}

/**
 * The storefront runs on Preact's React-compatible layer: the same components, a tenth of React's
 * code to fetch and run on a phone (issue 4's first-load budget). The server's renderer uses it
 * too, so the markup it draws is the markup the browser takes over. Component tests run on React
 * (vitest.config.ts); the browser journeys run the build.
 */
const preactForReact = [
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react-dom\/server$/, replacement: 'preact/compat/server' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/compat/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/compat/jsx-dev-runtime' },
  { find: /^react$/, replacement: 'preact/compat' },
]

/**
 * The server's renderer holds all it needs (dependencies bundled, React's production build), so
 * Node loads one file whatever NODE_ENV says.
 */
const serverRender: UserConfig = {
  plugins: [react()],
  publicDir: false,
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  ssr: { noExternal: true },
  build: {
    outDir: serverRenderDir,
    emptyOutDir: true,
    target: 'node20',
    rollupOptions: {
      input: path.join(root, 'web/server-render.tsx'),
      output: { entryFileNames: 'server-render.js', inlineDynamicImports: true },
    },
  },
}

export default defineConfig(({ command, isSsrBuild }) => ({
  root: path.join(root, 'web'),
  envDir: root,
  plugins: [react(), precompress()],
  // The dev server keeps React, for its fast refresh.
  resolve: { alias: command === 'build' ? preactForReact : [] },
  build: {
    outDir,
    emptyOutDir: true,
    target: 'es2022',
    assetsInlineLimit: 0,
  },
  ...(isSsrBuild ? serverRender : {}),
  server: {
    proxy: {
      '/api': 'http://localhost:3000',
      '/images': 'http://localhost:3000',
      '/embed': 'http://localhost:3000',
      '/media': 'http://localhost:3000',
      '/sandbox': 'http://localhost:3000',
    },
  },
}))
