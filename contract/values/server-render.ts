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
  /**
   * Told of the queries a render asked for that no route's first data named (their keys): they
   * were fetched and the screen drawn again. For the server's log, to name them.
   */
  onUnnamedQueries?: (queryKeys: readonly unknown[]) => void
}

export interface RenderedPage {
  markup: string
  /** The `<style>` elements of what the markup shows, for the page's head. */
  styles: string
  /** What the screen asked the API beyond the first screen's data (TanStack Query's dehydrated state). */
  queries: unknown
  /** How many times the screen was drawn: 1 when its routes named all it shows. */
  passes: number
}

/** The page's first screen drawn; null when the route answers otherwise or is not drawn. */
export type RenderFirstScreen = (request: RenderRequest) => Promise<RenderedPage | null>
