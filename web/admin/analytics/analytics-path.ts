/** Where the back office shows the analytics dashboard (under /admin). */
export const ANALYTICS_SCREEN_PATH = '/analytics'
