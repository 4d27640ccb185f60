import path from 'node:path'
import { BACK_OFFICE_PATH } from '../../../contract/values/api-paths.ts'
import { fileInside } from './static-files.ts'

/** Where the back office answers; `vite build` puts it there in the storefront's build too. */
const BACK_OFFICE = BACK_OFFICE_PATH
const ASSETS = `${BACK_OFFICE}/assets/`

/** Whether a path belongs to the back office: `/admin` and everything under `/admin/`. */
export function isBackOfficePath(urlPath: string): boolean {
  return urlPath === BACK_OFFICE || urlPath.startsWith(`${BACK_OFFICE}/`)
}

/**
 * The file a back-office path is answered with: one of its hashed scripts (cacheable forever),
 * or its index.html for every screen (react-admin's router reads the rest of the path); null
 * for a script that does not exist.
 */
export async function backOfficeFile(
  storefrontRoot: string,
  urlPath: string,
): Promise<{ file: string; hashed: boolean } | null> {
  if (urlPath.startsWith(ASSETS)) {
    // Only inside the back office's scripts, whatever `..` the path holds.
    const assets = path.join(storefrontRoot, BACK_OFFICE, 'assets')
    const file = await fileInside(assets, urlPath.slice(ASSETS.length - 1))
    return file ? { file, hashed: true } : null
  }
  return { file: path.join(storefrontRoot, BACK_OFFICE, 'index.html'), hashed: false }
}
