import { createContext, useContext } from 'react'

/**
 * The messages of a failed save by field path, as the server names them
 * (`page.content[2].fields.title.text`, `appearance.colors_primary`).
 */
export const FieldErrorsContext = createContext<Record<string, string[]>>({})

/** The first message about the field at `path`, if the last save named it. */
export function useFieldError(path: string | undefined): string | undefined {
  const errors = useContext(FieldErrorsContext)
  return path === undefined ? undefined : errors[path]?.[0]
}

/** Where a block's field sits in the saved content. */
export const blockPath = (index: number, field: string) => `page.content[${index}].fields.${field}`
