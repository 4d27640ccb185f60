/** One schema violation, as both Fastify's validator (Ajv) and TypeBox's `Value.Errors` report it. */
export interface SchemaIssue {
  keyword: string
  instancePath: string
  params: Record<string, unknown>
  message?: string
}

/**
 * A message a person can read for one schema violation: the one wording of every 400 that names
 * a field, whichever validator found it. Never the validator's own text for a pattern, which
 * would show the regular expression.
 */
export function validationMessage(issue: SchemaIssue): string {
  const { limit } = issue.params
  switch (issue.keyword) {
    case 'required':
      return 'This field is required.'
    case 'format':
      return issue.params.format === 'email'
        ? 'Enter a valid email address.'
        : `Enter a valid ${String(issue.params.format)}.`
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
    case 'minItems':
      return `Ensure this list has at least ${String(limit)} entries.`
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
