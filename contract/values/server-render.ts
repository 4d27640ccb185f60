import type { FirstScreen } from './first-screen.ts'

/**
 * What the server asks of the storefront's renderer (web/server-render.tsx, built by
 * `vite build --ssr`) and what it answers; server/modules/storefront/page-renderer.ts loads it.
 * Types only, so both sides import them.
 */
export interface RenderRequest {
  /** The page's address, absolute (`http://host/path?query`). */
  url: string
  firstScreen: FirstScreen
  language: 'fr' | 'en'
  /** Answers the storefront's API calls for this page's website, as an anonymous visitor. */
  fetchApi: typeof fetch
  /**
   * Told when a part of the screen failed to render: React drew that part's fallback, which the
   * browser then renders itself. For the server's log; without it, the error goes to stderr.
   */
  onError?: (error: unknown) => void
}

export interface RenderedPage {
  markup: string
  /** The `<style>` elements of what the markup shows, for the page's head. */
  styles: string
  /** What the screen asked the API beyond the first screen's data (TanStack Query's dehydrated state). */
  queries: unknown
}

/** The page's first screen drawn; null when the route answers otherwise or is not drawn. */
export type RenderFirstScreen = (request: RenderRequest) => Promise<RenderedPage | null>
