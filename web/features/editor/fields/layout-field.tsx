import { useTranslation } from '../../../i18n/use-translation.tsx'
import type { BlockComponent } from '../../../../contract/schemas/pages.ts'
import { BLOCK_LAYOUTS } from '../../../../contract/values/block-layouts.ts'
import { ChoiceInput } from './inputs.tsx'

interface LayoutFieldProps {
  component: BlockComponent
  label: string
  value: string
  onChange: (layout: string) => void
  path: string
}

/** The layouts the block's component offers (spec §2 and §9), by their names in words. */
export function LayoutField({ component, label, value, onChange, path }: LayoutFieldProps) {
  const { t } = useTranslation()
  return (
    <ChoiceInput
      label={label}
      value={value}
      onChange={onChange}
      path={path}
      choices={BLOCK_LAYOUTS[component].map((layout) => ({
        value: layout,
        label: t(`editor.layouts.${layout}`),
      }))}
    />
  )
}
