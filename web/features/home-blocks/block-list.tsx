import Skeleton from '@mui/material/Skeleton'
import { Suspense } from 'react'
import type { Block } from '../../../contract/pages.ts'
import { BLOCK_RENDERERS } from './block-renderers.tsx'
import { isRecord } from './parts/read-fields.ts'

/** A block's room while its renderer's code arrives. */
const PLACEHOLDER_HEIGHT = 320

/** The blocks of a page in their order; hidden ones (is_displayed false) are left out. */
export function BlockList({ blocks }: { blocks: Block[] }) {
  const shown = blocks.filter((block) => block.is_displayed && block.component in BLOCK_RENDERERS)
  return shown.map((block, index) => {
    const Renderer = BLOCK_RENDERERS[block.component]
    return (
      <Suspense
        key={block.uid}
        fallback={<Skeleton variant="rectangular" height={PLACEHOLDER_HEIGHT} sx={{ my: 2 }} />}
      >
        <Renderer fields={isRecord(block.fields) ? block.fields : {}} priority={index === 0} />
      </Suspense>
    )
  })
}
