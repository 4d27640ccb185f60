/**
 * The §8 details of a refused save as the form's errors: the server names `hosts[1]` or
 * `auth_registration_custom_fields[0].name`, the form's inputs `hosts.1.host` and
 * `auth_registration_custom_fields.0.name`.
 */
export function formErrors(details: Record<string, string[]> | undefined): Record<string, string> {
  return Object.fromEntries(
    Object.entries(details ?? {}).map(([field, messages]) => {
      const path = field.replace(/\[(\d+)\]/g, '.$1')
      return [/^hosts\.\d+$/.test(path) ? `${path}.host` : path, messages[0] ?? '']
    }),
  )
}
