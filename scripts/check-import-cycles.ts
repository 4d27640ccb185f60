/**
 * Fails on an import cycle, checked at two levels (run by `npm run lint`):
 * - files: no source file imports itself back through others (`import type` left out: it
 *   vanishes from the compiled code; `import()` too: it runs after every module has loaded);
 * - the server's domains (server/modules/<domain>/): a domain depends on those below it, never on
 *   one that depends on it back, type imports included. Two domains can depend on each other
 *   through different files, which the check of files does not see.
 * It reads each file's import statements with TypeScript's parser, not its types: a few seconds
 * for the whole repository, where ESLint's import-x/no-cycle took a quarter of the lint's time.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs'
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

/** node → node it imports → one import that shows it. */
type Graph = Map<string, Map<string, string>>

function domainGraph(): Graph {
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

/** The strongly connected groups of two or more nodes (Tarjan's algorithm). */
function cycles(graph: Graph): string[][] {
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

/** The folders whose TypeScript is checked (all but dependencies and built output). */
const SOURCE_FOLDERS = ['bench', 'contract', 'e2e', 'scripts', 'server', 'test', 'web']

function allSourceFiles(): string[] {
  return SOURCE_FOLDERS.flatMap((folder) =>
    readdirSync(path.join(projectRoot, folder), { withFileTypes: true, recursive: true })
      .filter(
        (entry) => entry.isFile() && /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts'),
      )
      .map((entry) => path.join(entry.parentPath, entry.name)),
  )
}

/** The files a file imports for their values (its static, not type-only, relative imports), by the path it names them with. */
function valueImports(file: string): Map<string, string> {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest)
  const imported = new Map<string, string>()
  for (const statement of source.statements) {
    const isImport = ts.isImportDeclaration(statement) && !statement.importClause?.isTypeOnly
    const isExport = ts.isExportDeclaration(statement) && !statement.isTypeOnly
    if (!isImport && !isExport) continue
    const specifier = statement.moduleSpecifier
    if (!specifier || !ts.isStringLiteral(specifier) || !specifier.text.startsWith('.')) continue
    const target = path.resolve(path.dirname(file), specifier.text)
    if (existsSync(target)) imported.set(target, specifier.text)
  }
  return imported
}

function fileGraph(): Graph {
  const graph: Graph = new Map()
  for (const file of allSourceFiles()) {
    const edges = new Map<string, string>()
    for (const [target, named] of valueImports(file)) {
      edges.set(path.relative(projectRoot, target), `import from '${named}'`)
    }
    graph.set(path.relative(projectRoot, file), edges)
  }
  return graph
}

/** Prints each cycle with the imports that close it; true when there was none. */
function report(title: string, graph: Graph, found: string[][]): boolean {
  if (found.length === 0) return true
  console.error(title)
  for (const group of found) {
    console.error(`\n  ${group.join(' ↔ ')}`)
    for (const from of group) {
      for (const [to, example] of graph.get(from) ?? []) {
        if (group.includes(to)) console.error(`    ${from} → ${to}: ${example}`)
      }
    }
  }
  return false
}

const files = fileGraph()
const domains = domainGraph()
const filesOk = report('Files that import each other in a cycle:', files, cycles(files))
const domainsOk = report(
  'Server domains that import each other in a cycle (server/modules/README.md):',
  domains,
  cycles(domains),
)
if (!filesOk || !domainsOk) process.exit(1)
console.log(`import cycles: none among ${files.size} files and ${domains.size} server domains`)
