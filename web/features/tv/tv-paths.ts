/** The TV app's screens, under /tv. */
export const TV_HOME_PATH = '/tv'
export const TV_SIGN_IN_PATH = '/tv/sign-in'
export const TV_CATEGORIES_PATH = '/tv/categories'
export const TV_SEARCH_PATH = '/tv/search'
export const tvItemPath = (slug: string) => `/tv/${encodeURIComponent(slug)}`
export const tvCategoryPath = (slug: string) => `${TV_CATEGORIES_PATH}/${encodeURIComponent(slug)}`
