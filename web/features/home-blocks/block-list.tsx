import Box from '@mui/material/Box'
import Skeleton from '@mui/material/Skeleton'
import { memo, startTransition, Suspense, useEffect, useState } from 'react'
import type { Block } from '../../../contract/pages.ts'
import { useEditorFocus } from '../../lib/editor-focus.ts'
import { BLOCK_RENDERERS } from './block-renderers.tsx'
import { isRecord } from './parts/read-fields.ts'

/** A block's room while its renderer's code arrives. */
const PLACEHOLDER_HEIGHT = 320

/** The block the site editor has selected wears this ring, drawn above its content. */
const ACTIVE_RING = {
  '&::after': {
    content: '""',
    position: 'absolute',
    inset: 0,
    zIndex: 1,
    pointerEvents: 'none',
    border: 3,
    borderColor: 'primary.main',
  },
} as const

/** Blocks drawn with the first screen; the rest follow a few at a time. */
const FIRST_BLOCKS = 2
const BLOCKS_PER_STEP = 2

/**
 * How many of `total` blocks to draw: the first screen's at once, then a few more after each
 * commit, as a transition that React renders in slices. A long page thus never holds the main
 * thread in one long task, and the first screen does not wait for blocks far below it.
 */
function useRevealedCount(total: number): number {
  const [count, setCount] = useState(FIRST_BLOCKS)
  useEffect(() => {
    if (count >= total) return
    startTransition(() => setCount(count + BLOCKS_PER_STEP))
  }, [count, total])
  return Math.min(count, total)
}

/**
 * The blocks of a page in their order; hidden ones (is_displayed false) are left out. Each sits
 * in an anchor the site editor scrolls to (data-block-uid) and outlines when it is selected.
 */
export function BlockList({ blocks }: { blocks: Block[] }) {
  const activeUid = useEditorFocus((state) => state.activeBlockUid)
  const shown = blocks.filter((block) => block.is_displayed && block.component in BLOCK_RENDERERS)
  const count = useRevealedCount(shown.length)
  return shown
    .slice(0, count)
    .map((block, index) => (
      <BlockView
        key={block.uid}
        block={block}
        priority={index === 0}
        active={block.uid === activeUid}
      />
    ))
}

/** One block; memoised so that while the editor changes one block, the others stay as they are. */
const BlockView = memo(function BlockView(props: {
  block: Block
  priority: boolean
  active: boolean
}) {
  const { block, priority, active } = props
  const Renderer = BLOCK_RENDERERS[block.component]
  return (
    <Box
      data-block-uid={block.uid}
      data-active={active || undefined}
      sx={[{ position: 'relative' }, active && ACTIVE_RING]}
    >
      <Suspense
        fallback={<Skeleton variant="rectangular" height={PLACEHOLDER_HEIGHT} sx={{ my: 2 }} />}
      >
        <Renderer fields={isRecord(block.fields) ? block.fields : {}} priority={priority} />
      </Suspense>
    </Box>
  )
})
