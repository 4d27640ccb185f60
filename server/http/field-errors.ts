import { invalidField, type AppError } from '../errors.ts'
import { validationMessage, type SchemaIssue } from './validation-messages.ts'

/** `page` and `/content/2/fields/title` → `page.content[2].fields.title`: what the editor names. */
export function fieldPath(base: string, pointer: string | string[]): string {
  const steps = typeof pointer === 'string' ? pointer.split('/').filter(Boolean) : pointer
  return steps.reduce((path, step) => {
    const name = step.replace(/~1/g, '/').replace(/~0/g, '~')
    if (/^\d+$/.test(name)) return `${path}[${name}]`
    return path ? `${path}.${name}` : name
  }, base)
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
  return invalidField(fieldPath(base, issuePath(issue)) || 'body', validationMessage(issue))
}
