import Box from '@mui/material/Box'
import { doesFocusableExist, setFocus } from '@noriginmedia/norigin-spatial-navigation'
import { useIsFetching } from '@tanstack/react-query'
import { useEffect, useMemo } from 'react'
import { useNavigate } from 'react-router'
import type { Item } from '../../../contract/schemas/catalogue.ts'
import type { Block } from '../../../contract/schemas/pages.ts'
import { isRecord } from '../../../contract/values/is-record.ts'
import { useContinueWatching } from '../../api/continue-watching.ts'
import { useBlockItems } from '../../api/get-block-items.ts'
import { useLiveItems } from '../../api/get-live-items.ts'
import { usePage } from '../../api/get-page.ts'
import { useWebsite } from '../../api/get-website.ts'
import { logOut } from '../../api/log-out.ts'
import { useMyList } from '../../api/my-list.ts'
import { useSession } from '../../api/session.ts'
import { useTranslation } from '../../i18n/use-translation.tsx'
import { usePageTitle } from '../../lib/use-page-title.ts'
import { lastFocusedLink, TvButton } from './focusable.tsx'
import { useOpenItem } from './tv-navigation.ts'
import { TV_CATEGORIES_PATH, TV_SEARCH_PATH, TV_SIGN_IN_PATH } from './tv-paths.ts'
import { TvRow } from './tv-row.tsx'

const TOP_BUTTON = 'tv-top'
/** The API lists at most 100 items at once; a block at most 100 (contract). */
const MAX_ITEMS = 100

const isLiveBlock = (block: Block) =>
  block.component === 'Items' && block.fields.layout === 'live-now-and-upcoming'

/** The chosen items of a home block, in its order; none for a "live" block, which lists its own. */
function blockUids(block: Block): string[] {
  if (block.component !== 'Items' || !block.is_displayed || isLiveBlock(block)) return []
  const contents = Array.isArray(block.fields.contents) ? block.fields.contents : []
  return contents
    .flatMap((entry) =>
      isRecord(entry) && isRecord(entry.content_object) ? [entry.content_object.uid] : [],
    )
    .filter((uid): uid is string => typeof uid === 'string')
    .slice(0, MAX_ITEMS)
}

interface BlockRowProps {
  block: Block
  items: Item[]
  onOpen: (item: Item) => void
}

function BlockRow({ block, items, onOpen }: BlockRowProps) {
  const { t } = useTranslation()
  const website = useWebsite()
  const title = typeof block.fields.title === 'string' ? block.fields.title : ''
  return (
    <TvRow
      rowKey={block.uid}
      title={title || t('tv.items')}
      items={items}
      aspectRatio={website.options.aspectRatioMediaCard}
      onOpen={onOpen}
    />
  )
}

/** A block of items the staff chose. */
function ChosenItemsRow(props: Omit<BlockRowProps, 'items'>) {
  const uids = useMemo(() => blockUids(props.block), [props.block])
  return <BlockRow {...props} items={useBlockItems(uids).data ?? []} />
}

/** A "live now and upcoming" block: the events on air first, then the next ones. */
function LiveRow(props: Omit<BlockRowProps, 'items'>) {
  return <BlockRow {...props} items={useLiveItems().data ?? []} />
}

/** The signed-in viewer's own rows: what they started, then what they keep. */
function ViewerRows({ onOpen }: { onOpen: (item: Item) => void }) {
  const { t } = useTranslation()
  const website = useWebsite()
  const started = useContinueWatching()
  const kept = useMyList()
  const aspectRatio = website.options.aspectRatioMediaCard
  return (
    <>
      <TvRow
        rowKey="continue"
        title={t('tv.continue')}
        items={(started.data ?? []).map((entry) => entry.item)}
        {...{ aspectRatio, onOpen }}
      />
      <TvRow
        rowKey="my-list"
        title={t('tv.myList')}
        items={kept.data ?? []}
        {...{ aspectRatio, onOpen }}
      />
    </>
  )
}

/**
 * /tv — the TV home: the site's logo, sign-in (or out), then rows that slide sideways: the
 * viewer's own ("Continuer", "Ma liste") and the home page's item blocks, live ones included.
 */
export function TvHomePage() {
  const { t } = useTranslation()
  const website = useWebsite()
  usePageTitle()
  const navigate = useNavigate()
  const signedIn = useSession((state) => state.token !== null)
  const page = usePage(website.home_page)
  const blocks = page.data?.content ?? []
  const open = useOpenItem()
  // Busy while any row is still on its way: a screen reader waits, and so can a test.
  const busy = useIsFetching() > 0

  // Back from an item, its card again; else (or once signed in or out) the top button.
  useEffect(() => {
    const card = lastFocusedLink()
    void setFocus(card && doesFocusableExist(card) ? card : TOP_BUTTON)
  }, [signedIn])

  return (
    <>
      <Box
        component="header"
        sx={{
          display: 'flex',
          alignItems: 'center',
          gap: '1em',
          justifyContent: 'space-between',
          // A narrow window (a phone, a small TV browser) puts the button under the name.
          flexWrap: 'wrap',
        }}
      >
        {website.logo ? (
          <Box
            component="img"
            src={website.logo}
            alt=""
            sx={{ height: '2.4em', maxWidth: '40%', objectFit: 'contain' }}
          />
        ) : null}
        <Box component="h1" sx={{ fontSize: '1.6em', m: 0, flex: '1 1 auto' }}>
          {website.name}
        </Box>
        <TvButton onEnter={() => void navigate(TV_SEARCH_PATH)}>{t('tv.search')}</TvButton>
        <TvButton onEnter={() => void navigate(TV_CATEGORIES_PATH)}>{t('tv.categories')}</TvButton>
        {signedIn ? (
          <TvButton focusKey={TOP_BUTTON} onEnter={logOut}>
            {t('tv.signOut')}
          </TvButton>
        ) : (
          <TvButton focusKey={TOP_BUTTON} primary onEnter={() => void navigate(TV_SIGN_IN_PATH)}>
            {t('tv.signIn')}
          </TvButton>
        )}
      </Box>
      {page.isLoading && <Box role="status">{t('tv.loading')}</Box>}
      <div aria-busy={busy}>
        {signedIn && <ViewerRows onOpen={open} />}
        {blocks.map((block) =>
          isLiveBlock(block) ? (
            block.is_displayed && <LiveRow key={block.uid} block={block} onOpen={open} />
          ) : (
            <ChosenItemsRow key={block.uid} block={block} onOpen={open} />
          ),
        )}
      </div>
    </>
  )
}
