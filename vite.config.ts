import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib'
import react from '@vitejs/plugin-react'
import { build, defineConfig, type InlineConfig, type Plugin, type UserConfig } from 'vite'

const root = path.dirname(fileURLToPath(import.meta.url))
const outDir = path.join(root, 'dist/web')
/** `vite build --ssr`: the renderer of the first screen the server runs (web/server-render.tsx). */
const serverRenderDir = path.join(root, 'dist/web-server')
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|webmanifest)$/
const MIN_BYTES = 1024

function filesUnder(folder: string): string[] {
  return readdirSync(folder).flatMap((name) => {
    const file = path.join(folder, name)
    return statSync(file).isDirectory() ? filesUnder(file) : [file]
  })
}

/** Writes .br and .gz beside every text asset so the server never compresses per request. */
export function precompress(): Plugin {
  let builtDir = outDir
  return {
    name: 'vitrine-precompress',
    apply: 'build',
    configResolved(config) {
      builtDir = config.build.outDir
    },
    closeBundle() {
      for (const file of filesUnder(builtDir)) {
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

/**
 * MUI's createTheme carries the builder of CSS-variables themes (createThemeWithVars and what it
 * uses, about 4 KB gzip of first-load code) for themes that ask for them; the storefront's never
 * does (web/app/theme.ts). In a build its import resolves to a stand-in that says so if called.
 */
function themeWithoutCssVariables(): Plugin {
  const standIn = path.join(root, 'web/app/no-css-variables-theme.ts')
  return {
    name: 'vitrine-theme-without-css-variables',
    apply: 'build',
    enforce: 'pre',
    resolveId(source, importer) {
      const fromCreateTheme = importer
        ?.replaceAll('\\', '/')
        .endsWith('/@mui/material/esm/styles/createTheme.js')
      return source === './createThemeWithVars.js' && fromCreateTheme ? standIn : null
    },
  }
}

/**
 * React Router's package sends every bundler to its development build, warnings included
 * (remix-run/react-router#14102); a build for visitors takes the production one it also ships.
 */
const reactRouterForProduction = {
  find: /^react-router$/,
  replacement: path.join(root, 'node_modules/react-router/dist/production/index.mjs'),
}

/**
 * react-admin's packages re-export each other in cycles; split between the first screen and the
 * screens loaded on demand (web/admin/lazy-screens.ts), Rollup would order their chunks wrongly.
 * Kept in one chunk, they load once, first.
 */
function reactAdminChunk(id: string): string | undefined {
  return /[\\/]node_modules[\\/](react-admin|ra-core|ra-ui-materialui)[\\/]/.test(id)
    ? 'react-admin'
    : undefined
}

/** Where the back office answers, and the folder of the storefront's build it is built into. */
const BACK_OFFICE = 'admin'

/**
 * The back office (web/admin, react-admin) is a build of its own into `admin/` of the
 * storefront's: as a second input of the same build, Rollup would put what both use (MUI, React
 * Router) in chunks shared with the back office and the storefront's first load would grow (by
 * 4 KB gzip and six requests when measured). Apart, no chunk of one is ever loaded by the other.
 */
function backOffice(): Plugin {
  let storefrontDir = outDir
  return {
    name: 'vitrine-back-office',
    apply: (_config, { command, isSsrBuild }) => command === 'build' && !isSsrBuild,
    configResolved(config) {
      storefrontDir = config.build.outDir
    },
    async closeBundle() {
      const backOfficeBuild: InlineConfig = {
        configFile: false,
        root: path.join(root, 'web', BACK_OFFICE),
        base: `/${BACK_OFFICE}/`,
        envDir: root,
        publicDir: false,
        logLevel: 'warn',
        resolve: { alias: [reactRouterForProduction] },
        plugins: [react(), precompress()],
        build: {
          outDir: path.join(storefrontDir, BACK_OFFICE),
          emptyOutDir: true,
          target: 'es2022',
          assetsInlineLimit: 0,
          // react-admin and MUI in one chunk of the back office's own: it is never on a visitor's path.
          chunkSizeWarningLimit: 2000,
          rollupOptions: { output: { manualChunks: reactAdminChunk } },
        },
      }
      await build(backOfficeBuild)
    },
  }
}

/** The embed player (web/embed) is a build of its own into dist/embed (vite.embed.config.ts). */
function embedPlayer(): Plugin {
  return {
    name: 'vitrine-embed-player',
    apply: (_config, { command, isSsrBuild }) => command === 'build' && !isSsrBuild,
    async closeBundle() {
      await build({ configFile: path.join(root, 'vite.embed.config.ts') })
    },
  }
}

export default defineConfig(({ command, isSsrBuild }) => ({
  root: path.join(root, 'web'),
  resolve: { alias: command === 'build' ? [reactRouterForProduction] : [] },
  envDir: root,
  plugins: [react(), themeWithoutCssVariables(), precompress(), backOffice(), embedPlayer()],
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
