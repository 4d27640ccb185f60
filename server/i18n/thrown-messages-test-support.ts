import path from 'node:path'
import ts from 'typescript'
import { PROJECT_ROOT } from '../lib/project-root.ts'

/**
 * The messages the server's code can answer with, found by reading it with TypeScript's
 * compiler: the message arguments of the error helpers (and of the functions that pass their
 * own parameter on to one), the returns of `validationMessage`, the `message` of every body in
 * the §8 shape (`{ type, message }`) and every other `message` written out in an object. Values
 * written into a message appear as `{name}` placeholders.
 */

/** Which argument of each error helper is its message. */
const MESSAGE_ARGUMENT: Record<string, number> = {
  invalidField: 1,
  conflict: 0,
  notFound: 0,
  forbidden: 0,
  unauthorized: 0,
  AppError: 2,
}

export interface ThrownMessage {
  text: string
  /** `file:line` of the code that writes it. */
  at: string
}

function serverProgram(): ts.Program {
  const configPath = path.join(PROJECT_ROOT, 'tsconfig.json')
  const parsed = ts.getParsedCommandLineOfConfigFile(
    configPath,
    {},
    {
      ...ts.sys,
      onUnRecoverableConfigFileDiagnostic: (diagnostic) => {
        throw new Error(ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'))
      },
    },
  )
  if (!parsed) throw new Error(`cannot read ${configPath}`)
  const serverFolder = `${path.join(PROJECT_ROOT, 'server')}${path.sep}`
  const files = parsed.fileNames.filter(
    (file) =>
      file.startsWith(serverFolder) && !file.endsWith('.test.ts') && !file.includes('test-support'),
  )
  return ts.createProgram(files, { ...parsed.options, noEmit: true })
}

/** The name a value gets as a placeholder: `${String(limit)}` → limit, `${item.name}` → name. */
function placeholderName(expression: ts.Expression): string {
  if (ts.isIdentifier(expression)) return expression.text
  if (ts.isPropertyAccessExpression(expression)) return expression.name.text
  if (ts.isCallExpression(expression) && expression.arguments[0]) {
    return placeholderName(expression.arguments[0])
  }
  if (ts.isParenthesizedExpression(expression)) return placeholderName(expression.expression)
  return 'value'
}

function functionNameOf(node: ts.Node): string | undefined {
  if (ts.isFunctionDeclaration(node)) return node.name?.text
  if (
    (ts.isArrowFunction(node) || ts.isFunctionExpression(node)) &&
    ts.isVariableDeclaration(node.parent) &&
    ts.isIdentifier(node.parent.name)
  ) {
    return node.parent.name.text
  }
  return undefined
}

function calleeName(call: ts.CallExpression | ts.NewExpression): string | undefined {
  const callee = call.expression
  if (ts.isIdentifier(callee)) return callee.text
  if (ts.isPropertyAccessExpression(callee)) return callee.name.text
  return undefined
}

function location(node: ts.Node): string {
  const file = node.getSourceFile()
  const { line } = file.getLineAndCharacterOfPosition(node.getStart())
  return `${path.relative(PROJECT_ROOT, file.fileName)}:${line + 1}`
}

/**
 * Every message under `server/` (tests aside). A message the code passes on from a value it did
 * not write (a validator's own words, a list joined) is not read.
 */
export function thrownMessages(): ThrownMessage[] {
  const program = serverProgram()
  const checker = program.getTypeChecker()
  const sources = program
    .getSourceFiles()
    .filter((file) => !file.isDeclarationFile && program.getRootFileNames().includes(file.fileName))
  const messageArgument = { ...MESSAGE_ARGUMENT }
  const found = new Map<string, ThrownMessage>()
  /** Whether the last pass found a new error helper. */
  let added = false

  /**
   * The texts an expression can be, or 'parameter' when it is a parameter of its function, which
   * then is an error helper too (`refuse(field, message)`): its callers are read on the next pass.
   */
  function read(expression: ts.Expression, seen = new Set<ts.Node>()): string[] | 'parameter' {
    if (seen.has(expression)) return []
    seen.add(expression)
    if (ts.isStringLiteral(expression) || ts.isNoSubstitutionTemplateLiteral(expression)) {
      return [expression.text]
    }
    if (ts.isTemplateExpression(expression)) {
      let text = expression.head.text
      for (const span of expression.templateSpans) {
        text += `{${placeholderName(span.expression)}}${span.literal.text}`
      }
      return [text]
    }
    if (ts.isParenthesizedExpression(expression) || ts.isAsExpression(expression)) {
      return read(expression.expression, seen)
    }
    if (ts.isConditionalExpression(expression)) {
      return [expression.whenTrue, expression.whenFalse].flatMap((branch) => {
        const texts = read(branch, seen)
        return texts === 'parameter' ? [] : texts
      })
    }
    if (
      ts.isBinaryExpression(expression) &&
      expression.operatorToken.kind === ts.SyntaxKind.QuestionQuestionToken
    ) {
      // `issue.message ?? 'This value is not valid.'`: the validator's own words stay as they are.
      const fallback = read(expression.right, seen)
      return fallback === 'parameter' ? [] : fallback
    }
    if (ts.isIdentifier(expression)) {
      const declaration = checker.getSymbolAtLocation(expression)?.valueDeclaration
      if (declaration && ts.isParameter(declaration)) return 'parameter'
      if (declaration && ts.isVariableDeclaration(declaration) && declaration.initializer) {
        return read(declaration.initializer, seen)
      }
    }
    // A constant from elsewhere (`AuthMessage.InvalidCredentials`), or one of several.
    const type = checker.getTypeAtLocation(expression)
    const literals = (type.isUnion() ? type.types : [type]).filter((part) => part.isStringLiteral())
    if (literals.length > 0) return literals.map((literal) => literal.value)
    // `NOT_OURS[field]`: any of the object's values.
    if (ts.isElementAccessExpression(expression) && ts.isIdentifier(expression.expression)) {
      const declaration = checker.getSymbolAtLocation(expression.expression)?.valueDeclaration
      const object =
        declaration && ts.isVariableDeclaration(declaration) ? declaration.initializer : undefined
      if (object && ts.isObjectLiteralExpression(object)) {
        return object.properties.flatMap((property) => {
          if (!ts.isPropertyAssignment(property)) return []
          const texts = read(property.initializer, seen)
          return texts === 'parameter' ? [] : texts
        })
      }
    }
    return []
  }

  function note(expression: ts.Expression): void {
    const texts = read(expression)
    if (texts === 'parameter') {
      let scope: ts.Node | undefined = expression.parent
      while (scope && !ts.isFunctionLike(scope)) scope = scope.parent
      const name = scope && functionNameOf(scope)
      const parameters = (scope as ts.SignatureDeclaration | undefined)?.parameters
      const index = parameters?.findIndex(
        (parameter) => parameter.name.getText() === expression.getText(),
      )
      if (name && index !== undefined && index >= 0 && messageArgument[name] === undefined) {
        messageArgument[name] = index
        added = true
      }
      return
    }
    for (const text of texts) found.set(text, found.get(text) ?? { text, at: location(expression) })
  }

  function visit(node: ts.Node): void {
    if (ts.isCallExpression(node) || ts.isNewExpression(node)) {
      const index = messageArgument[calleeName(node) ?? '']
      const argument = index === undefined ? undefined : node.arguments?.[index]
      if (argument) note(argument)
    }
    if (ts.isParameter(node) && node.initializer && ts.isFunctionLike(node.parent)) {
      const name = functionNameOf(node.parent)
      if (name && messageArgument[name] === node.parent.parameters.indexOf(node)) {
        note(node.initializer)
      }
    }
    if (ts.isReturnStatement(node) && node.expression) {
      let scope: ts.Node | undefined = node.parent
      while (scope && !ts.isFunctionLike(scope)) scope = scope.parent
      if (scope && functionNameOf(scope) === 'validationMessage') note(node.expression)
    }
    if (ts.isObjectLiteralExpression(node)) {
      const property = (name: string) =>
        node.properties.find(
          (candidate): candidate is ts.PropertyAssignment =>
            ts.isPropertyAssignment(candidate) && candidate.name.getText() === name,
        )
      // `{ type, message }` is an answer; a `message` written out elsewhere is one waiting to
      // be thrown (`{ test: isColour, message: 'Enter a colour…' }`).
      const message = property('message')
      const written =
        message &&
        (ts.isStringLiteral(message.initializer) || ts.isTemplateExpression(message.initializer))
      if (message && (property('type') || written)) note(message.initializer)
    }
    ts.forEachChild(node, visit)
  }

  // A pass can find new helpers (functions passing a parameter on as a message): read again.
  do {
    added = false
    for (const source of sources) visit(source)
  } while (added)
  return [...found.values()]
}
