/**
 * Fails when the server's domains (server/modules/<domain>/) import each other in a cycle, type
 * imports included: a domain depends on those below it, never on one that depends on it back.
 * ESLint's import-x/no-cycle sees cycles of files only; two domains can depend on each other
 * through different files. Run by `npm run lint`.
 */
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import ts from 'typescript'

const projectRoot = path.resolve(import.meta.dirname, '..')
const MODULES = path.join(projectRoot, 'server/modules')

const isSource = (name: string) =>
  name.endsWith('.ts') && !name.endsWith('.test.ts') && !name.endsWith('test-support.ts')

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && isSource(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name))
    .filter((file) => !file.includes(`${path.sep}hls${path.sep}`))
}

const domainOf = (file: string): string | null => {
  const relative = path.relative(MODULES, file)
  return relative.startsWith('..') ? null : (relative.split(path.sep)[0] ?? null)
}

/** domain → domain it imports → one import that shows it. */
function domainGraph(): Map<string, Map<string, string>> {
  const graph = new Map<string, Map<string, string>>()
  for (const file of sourceFiles(MODULES)) {
    const from = domainOf(file)!
    const edges = graph.get(from) ?? new Map<string, string>()
    graph.set(from, edges)
    const { importedFiles } = ts.preProcessFile(readFileSync(file, 'utf8'), true, true)
    for (const { fileName } of importedFiles) {
      if (!fileName.startsWith('.')) continue
      const to = domainOf(path.resolve(path.dirname(file), fileName))
      if (to && to !== from && !edges.has(to)) {
        edges.set(to, `${path.relative(projectRoot, file)} imports ${fileName}`)
      }
    }
  }
  return graph
}

/** The strongly connected groups of two or more domains (Tarjan's algorithm). */
function cycles(graph: Map<string, Map<string, string>>): string[][] {
  const index = new Map<string, number>()
  const low = new Map<string, number>()
  const stack: string[] = []
  const found: string[][] = []
  const visit = (node: string) => {
    index.set(node, index.size)
    low.set(node, index.get(node)!)
    stack.push(node)
    for (const next of graph.get(node)?.keys() ?? []) {
      if (!index.has(next)) {
        visit(next)
        low.set(node, Math.min(low.get(node)!, low.get(next)!))
      } else if (stack.includes(next)) {
        low.set(node, Math.min(low.get(node)!, index.get(next)!))
      }
    }
    if (low.get(node) === index.get(node)) {
      const group: string[] = []
      let member: string
      do {
        member = stack.pop()!
        group.push(member)
      } while (member !== node)
      if (group.length > 1) found.push(group.sort())
    }
  }
  for (const node of graph.keys()) if (!index.has(node)) visit(node)
  return found
}

const graph = domainGraph()
const found = cycles(graph)
if (found.length > 0) {
  console.error('Server domains that import each other in a cycle (server/modules/README.md):')
  for (const group of found) {
    console.error(`\n  ${group.join(' ↔ ')}`)
    for (const from of group) {
      for (const [to, example] of graph.get(from) ?? []) {
        if (group.includes(to)) console.error(`    ${from} → ${to}: ${example}`)
      }
    }
  }
  process.exit(1)
}
console.log(`server domains: no cycle among ${graph.size}`)
