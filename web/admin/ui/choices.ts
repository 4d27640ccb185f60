/**
 * A contract's list of values as react-admin choices, each named by the back office's text
 * `${textPrefix}.${value}`: `choicesOf(STAFF_ROLES, 'vitrine.role')`.
 */
export function choicesOf<Value extends string>(
  values: readonly Value[],
  textPrefix: string,
): { id: Value; name: string }[] {
  return values.map((id) => ({ id, name: `${textPrefix}.${id}` }))
}
