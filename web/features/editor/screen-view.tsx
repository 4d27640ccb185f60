import type { Block } from '../../../contract/schemas/pages.ts'
import { useDraft } from './draft-store.ts'
import { AddBlockScreen } from './screens/add-block-screen.tsx'
import { BlockScreen } from './screens/block-screen.tsx'
import { EntryScreen } from './screens/entry-screen.tsx'
import { FooterScreen } from './screens/footer-screen.tsx'
import { IndexScreen } from './screens/index-screen.tsx'
import { NavbarScreen } from './screens/navbar-screen.tsx'
import type { ScreenStack } from './screen-stack.ts'

const NO_BLOCKS: Block[] = []

interface ScreenViewProps {
  screens: ScreenStack
  activeUid: string | null
  /** Selects the block, scrolls the page to it and opens its editor. */
  onOpenBlock: (uid: string) => void
  onAddBlock: (block: Block) => void
}

/** The screen on top of the stack. */
export function ScreenView({ screens, activeUid, onOpenBlock, onAddBlock }: ScreenViewProps) {
  const blocks = useDraft((state) => state.draft?.page.content ?? NO_BLOCKS)
  const moveBlock = useDraft((state) => state.moveBlock)
  const screen = screens.current
  switch (screen.kind) {
    case 'index':
      return (
        <IndexScreen
          blocks={blocks}
          activeUid={activeUid}
          onOpenBlock={onOpenBlock}
          onOpenNavbar={() => screens.push({ kind: 'navbar' })}
          onOpenFooter={() => screens.push({ kind: 'footer' })}
          onAddBlock={() => screens.push({ kind: 'add-block' })}
          onMove={moveBlock}
        />
      )
    case 'navbar':
      return <NavbarScreen />
    case 'footer':
      return <FooterScreen />
    case 'add-block':
      return <AddBlockScreen onAdd={onAddBlock} />
    case 'block':
      return <BlockScreen key={screen.uid} uid={screen.uid} screens={screens} />
    case 'entry':
      return (
        <EntryScreen
          key={`${screen.uid}-${screen.field}-${screen.index}`}
          uid={screen.uid}
          field={screen.field}
          list={screen.list}
          index={screen.index}
          screens={screens}
        />
      )
  }
}
