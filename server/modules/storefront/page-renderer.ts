import { stat } from 'node:fs/promises'
import { pathToFileURL } from 'node:url'
import type { RenderFirstScreen } from '../../../contract/values/server-render.ts'

/** What web/server-render.tsx exports once built. */
interface RendererModule {
  renderFirstScreen: RenderFirstScreen
}

/**
 * The storefront's server renderer, loaded from its built file on first use and again after each
 * build. Without the file (the storefront not built with it, a test's own folder) it answers
 * null: pages are sent without markup and the browser draws them, as a single-page app would.
 */
export function loadRenderer(file: string): RenderFirstScreen {
  let loaded: { mtimeMs: number; module: Promise<RendererModule> } | null = null
  return async (request) => {
    const info = await stat(file).catch(() => null)
    if (!info) return null
    if (loaded?.mtimeMs !== info.mtimeMs) {
      const url = `${pathToFileURL(file).href}?built=${info.mtimeMs}`
      loaded = { mtimeMs: info.mtimeMs, module: import(url) as Promise<RendererModule> }
    }
    return (await loaded.module).renderFirstScreen(request)
  }
}
