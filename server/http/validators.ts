import { AjvCompiler } from '@fastify/ajv-compiler'
import type {
  FastifySchemaCompiler,
  FastifySchemaValidationError,
  FastifyServerOptions,
} from 'fastify'

type CompilersFactory = NonNullable<FastifyServerOptions['schemaController']>['compilersFactory']
type ValidatorFactory = NonNullable<NonNullable<CompilersFactory>['buildValidator']>
/** What Ajv's pool builds: it is given the route's schema definition, whatever its types say. */
type Compile = FastifySchemaCompiler<unknown>
type Validate = ReturnType<Compile>

/** Where a number that is not finite sits in coerced data, e.g. `/limit`. */
function nonFinitePaths(data: unknown, path = ''): string[] {
  if (typeof data === 'number') return Number.isFinite(data) ? [] : [path]
  if (data === null || typeof data !== 'object') return []
  return Object.entries(data).flatMap(([key, value]) => nonFinitePaths(value, `${path}/${key}`))
}

/**
 * Ajv coerces `"Infinity"` (and `"1e400"`) to Infinity, then skips minimum and maximum, which
 * only judge finite numbers; text never means an infinite number here, so it is refused.
 */
function refuseNonFinite(validate: Validate): Validate {
  const checked: Validate = (data: unknown) => {
    const valid = validate(data) === true
    const issues: FastifySchemaValidationError[] = nonFinitePaths(data).map((instancePath) => ({
      keyword: 'type',
      instancePath,
      schemaPath: '#/type',
      params: { type: 'a finite number' },
      message: 'must be a finite number',
    }))
    const errors = [...(validate.errors ?? []), ...issues]
    checked.errors = errors.length > 0 ? errors : null
    return valid && issues.length === 0
  }
  return checked
}

/**
 * Marks a body schema that only documents a multipart form for OpenAPI: the route reads its file
 * itself (http/uploaded-file.ts), so there is no parsed body to validate.
 */
export const FILE_FORM = 'x-file-form'

const documentsFileForm = (schema: unknown) =>
  typeof schema === 'object' && schema !== null && FILE_FORM in schema
const acceptAnyBody: Validate = () => true

/**
 * The request validators. A JSON body is judged as sent: `"12"` or `"Infinity"` is not an
 * amount. The query string, path parameters and headers are text, so their numbers and
 * booleans are read from it (and a lone value may stand for a list), but never as infinite.
 */
const fromPool = AjvCompiler()

export const buildValidator = ((
  externalSchemas: Record<string, unknown>,
  options: { customOptions?: Record<string, unknown> },
) => {
  const compiler = (coerceTypes: false | 'array') =>
    fromPool(externalSchemas as never, {
      ...options,
      customOptions: { ...options.customOptions, coerceTypes },
    }) as unknown as Compile
  const asSent = compiler(false)
  const fromText = compiler('array')
  const compile: Compile = (route) => {
    if (route.httpPart !== 'body') return refuseNonFinite(fromText(route))
    return documentsFileForm(route.schema) ? acceptAnyBody : asSent(route)
  }
  return compile
}) as unknown as ValidatorFactory
