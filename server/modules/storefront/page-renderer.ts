import { stat } from 'node:fs/promises'
import { pathToFileURL } from 'node:url'
import type { FirstScreen } from '../../../contract/first-screen.ts'

export type Language = 'fr' | 'en'

export interface RenderRequest {
  /** The page's address, absolute. */
  url: string
  firstScreen: FirstScreen
  language: Language
  /** Answers the storefront's API calls for this page's website, as an anonymous visitor. */
  fetchApi: typeof fetch
}

/** The screen's markup, its styles and what it asked the API (TanStack Query's dehydrated state). */
export interface RenderedPage {
  markup: string
  /** `<style>` elements for the head. */
  styles: string
  queries: unknown
}

/** What web/server-render.tsx exports once built (`vite build --ssr`). */
interface RendererModule {
  renderFirstScreen(request: RenderRequest): Promise<RenderedPage | null>
}

/** Renders a page's first screen; null when there is no renderer or nothing to render. */
export type RenderFirstScreen = (request: RenderRequest) => Promise<RenderedPage | null>

/**
 * The storefront's server renderer, loaded from its built file on first use and again after each
 * build. Without the file (the storefront not built with it, a test's own folder) pages are sent
 * without markup and the browser draws them, as a single-page app would.
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
