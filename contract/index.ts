/** The public API of spec §7, shared by the server and the storefront. */
export * from './errors.ts'
export * from './common.ts'
export * from './website.ts'
export * from './catalogue.ts'
export * from './pages.ts'
export * from './auth.ts'
export * from './billing.ts'
export * from './contact.ts'

/** Base path of every public call. */
export const API_BASE = '/api/public/websites/v1'
/** Authorization scheme of a login token. */
export const TOKEN_SCHEME = 'WebsiteToken'
