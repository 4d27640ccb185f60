import Box from '@mui/material/Box'
import Skeleton from '@mui/material/Skeleton'
import { memo, startTransition, Suspense, useEffect, useRef, useState, type RefObject } from 'react'
import type { Block } from '../../../contract/schemas/pages.ts'
import { useEditorFocus } from '../../lib/editor-focus.ts'
import { HydrationRegion } from '../../ui/hydration-region.tsx'
import { BLOCK_RENDERERS } from './block-renderers.tsx'
import { isRecord } from '../../../contract/values/is-record.ts'

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

/**
 * Blocks drawn with the first screen, by the server and then taken over one at a time (a phone
 * shows about that many); the rest follow a few at a time.
 */
const FIRST_BLOCKS = 4
const BLOCKS_PER_STEP = 2
/** How far below the screen the next blocks are drawn ahead of the visitor: one screen. */
const AHEAD = '0px 0px 100% 0px'

/**
 * How many of `total` blocks to draw: the first screen's at once, then a few more each time the
 * visitor comes within a screen of the last one drawn (the `end` marker placed after it), as a
 * transition that React renders in slices. A long page thus costs the first screen nothing of
 * what lies far below it. The block the site editor selects is always drawn. Without
 * IntersectionObserver every block is drawn.
 */
function useRevealedCount(
  total: number,
  needed: number,
): { count: number; end: RefObject<HTMLDivElement | null> } {
  const [count, setCount] = useState(FIRST_BLOCKS)
  const end = useRef<HTMLDivElement>(null)
  useEffect(() => {
    const marker = end.current
    if (!marker || count >= total) return
    if (typeof IntersectionObserver === 'undefined') {
      const timer = setTimeout(() => setCount(total))
      return () => clearTimeout(timer)
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return
        startTransition(() => setCount(count + BLOCKS_PER_STEP))
      },
      { rootMargin: AHEAD },
    )
    observer.observe(marker)
    return () => observer.disconnect()
  }, [count, total])
  return { count: Math.min(Math.max(count, needed), total), end }
}

/** The blocks drawn, in their order: hidden ones and those of an unknown kind left out. */
function shownBlocks(blocks: Block[]): Block[] {
  return blocks.filter((block) => block.is_displayed && block.component in BLOCK_RENDERERS)
}

/** The blocks the first screen draws (the server's too): what their first data is for. */
export function firstShownBlocks(blocks: Block[]): Block[] {
  return shownBlocks(blocks).slice(0, FIRST_BLOCKS)
}

/**
 * The blocks of a page in their order; hidden ones (is_displayed false) are left out. Each sits
 * in an anchor the site editor scrolls to (data-block-uid) and outlines when it is selected.
 */
export function BlockList({ blocks }: { blocks: Block[] }) {
  const activeUid = useEditorFocus((state) => state.activeBlockUid)
  const shown = shownBlocks(blocks)
  const activeIndex = shown.findIndex((block) => block.uid === activeUid)
  const { count, end } = useRevealedCount(shown.length, activeIndex + 1)
  return (
    <>
      {shown.slice(0, count).map((block, index) => (
        <BlockView
          key={block.uid}
          block={block}
          priority={index === 0}
          active={block.uid === activeUid}
        />
      ))}
      {count < shown.length && <div ref={end} data-more-blocks aria-hidden="true" />}
    </>
  )
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
    <HydrationRegion>
      <Box
        data-block-uid={block.uid}
        data-active={active || undefined}
        sx={[{ position: 'relative' }, active && ACTIVE_RING]}
      >
        {/* data-block-loading: the block's code is still on its way (journeys wait for it). */}
        <Suspense
          fallback={
            <Skeleton
              data-block-loading
              variant="rectangular"
              height={PLACEHOLDER_HEIGHT}
              sx={{ my: 2 }}
            />
          }
        >
          <Renderer fields={isRecord(block.fields) ? block.fields : {}} priority={priority} />
        </Suspense>
      </Box>
    </HydrationRegion>
  )
})
