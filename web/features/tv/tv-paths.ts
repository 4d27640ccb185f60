/** The TV app's screens, under /tv. */
export const TV_HOME_PATH = '/tv'
export const TV_SIGN_IN_PATH = '/tv/sign-in'
export const tvItemPath = (slug: string) => `/tv/${encodeURIComponent(slug)}`
