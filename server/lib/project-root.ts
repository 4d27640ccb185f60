import { existsSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

/** The first folder from `start` upwards that holds package.json. */
function folderWithPackage(start: string): string {
  let folder = start
  while (!existsSync(path.join(folder, 'package.json'))) {
    const parent = path.dirname(folder)
    if (parent === folder) throw new Error(`No package.json above ${start}`)
    folder = parent
  }
  return folder
}

/**
 * The project's root folder (where package.json and dist/ are), the same whether the server runs
 * from its sources (server/lib) or compiled (dist/node/server/lib).
 */
export const PROJECT_ROOT = folderWithPackage(path.dirname(fileURLToPath(import.meta.url)))
