import { invalidField, type AppError } from '../../errors.ts'

/** One schema violation, as both Fastify's validator and TypeBox's `Value.Errors` report it. */
export interface SchemaIssue {
  keyword: string
  instancePath: string
  params: Record<string, unknown>
  message?: string
}

/** `page` and `/content/2/fields/title` → `page.content[2].fields.title`: what the editor names. */
export function fieldPath(base: string, pointer: string | string[]): string {
  const steps = typeof pointer === 'string' ? pointer.split('/').filter(Boolean) : pointer
  return steps.reduce((path, step) => {
    const name = step.replace(/~1/g, '/').replace(/~0/g, '~')
    if (/^\d+$/.test(name)) return `${path}[${name}]`
    return path ? `${path}.${name}` : name
  }, base)
}

function describe(issue: SchemaIssue): string {
  const { limit } = issue.params
  switch (issue.keyword) {
    case 'required':
      return 'This field is required.'
    case 'minLength':
      return limit === 1
        ? 'This field may not be blank.'
        : `Ensure this field has at least ${String(limit)} characters.`
    case 'maxLength':
      return `Ensure this field has no more than ${String(limit)} characters.`
    case 'minimum':
      return `Ensure this value is greater than or equal to ${String(limit)}.`
    case 'maximum':
      return `Ensure this value is less than or equal to ${String(limit)}.`
    case 'maxItems':
      return `Ensure this list has no more than ${String(limit)} entries.`
    case 'type':
      return `Expected ${String(issue.params.type)}.`
    case 'pattern':
      return 'This value does not have the expected form.'
    case 'const':
    case 'enum':
    case 'anyOf':
      return 'This is not a valid choice.'
    case 'additionalProperties':
    case 'boolean':
      return 'This field is not expected here.'
    default:
      return issue.message ?? 'This value is not valid.'
  }
}

const firstOf = (value: unknown): unknown => (Array.isArray(value) ? value[0] : value)

/** The path an issue is about: a missing or unexpected property names itself. */
function issuePath(issue: SchemaIssue): string[] {
  const steps = issue.instancePath.split('/').filter(Boolean)
  // Fastify's validator names one property, TypeBox a list of them.
  const { missingProperty, requiredProperties, additionalProperties } = issue.params
  const property =
    issue.keyword === 'required'
      ? (missingProperty ?? firstOf(requiredProperties))
      : issue.keyword === 'additionalProperties'
        ? firstOf(additionalProperties)
        : undefined
  if (typeof property === 'string') steps.push(property)
  return steps
}

/** A 400 naming the field of the first issue, its path starting at `base`. */
export function schemaError(base: string, issues: readonly SchemaIssue[]): AppError {
  const issue = issues[0]
  if (!issue) return invalidField(base, 'This value is not valid.')
  return invalidField(fieldPath(base, issuePath(issue)) || 'body', describe(issue))
}
