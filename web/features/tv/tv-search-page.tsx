import Box from '@mui/material/Box'
import { useCallback } from 'react'
import { useNavigate, useSearchParams } from 'react-router'
import { useWebsite } from '../../api/get-website.ts'
import { useTranslation } from '../../i18n/use-translation.tsx'
import { SEARCH_DEBOUNCE_MS, useDebouncedValue } from '../../lib/use-debounced-value.ts'
import { usePageTitle } from '../../lib/use-page-title.ts'
import { useSearchItems } from '../../api/get-search-items.ts'
import { useBackKey } from './back-key.ts'
import { letterKey, OnScreenKeyboard } from './on-screen-keyboard.tsx'
import { useFirstFocus, useOpenItem } from './tv-navigation.ts'
import { TV_HOME_PATH } from './tv-paths.ts'
import { TvRow } from './tv-row.tsx'

/**
 * /tv/search?q= — search with the remote: the text typed on an on-screen keyboard, shown large,
 * and the matching items as cards beside it, asked for (the storefront's search) once the
 * typing pauses. The text stays in the address, so Back from an item finds it again.
 */
export function TvSearchPage() {
  const { t } = useTranslation()
  usePageTitle(t('tv.search'))
  const website = useWebsite()
  const navigate = useNavigate()
  useBackKey(() => void navigate(TV_HOME_PATH))
  const [params, setParams] = useSearchParams()
  const text = params.get('q') ?? ''
  // Replace, not push: Back leaves the search, it does not replay every letter.
  const setText = useCallback(
    (next: string) => setParams(next ? { q: next } : {}, { replace: true }),
    [setParams],
  )
  const settled = useDebouncedValue(text.trim(), SEARCH_DEBOUNCE_MS)
  const found = useSearchItems(settled)
  const items = settled ? (found.data?.pages.flatMap((page) => page.results) ?? []) : []
  const open = useOpenItem()
  useFirstFocus(letterKey('a'))

  return (
    <>
      <Box component="h1" sx={{ fontSize: '1.8em', mt: 0, mb: '0.4em' }}>
        {t('tv.search')}
      </Box>
      <Box sx={{ display: 'flex', gap: '2.5em', alignItems: 'flex-start', flexWrap: 'wrap' }}>
        <Box sx={{ flex: '0 0 auto' }}>
          <Box
            role="status"
            aria-label={t('tv.searchText')}
            sx={{
              fontSize: '2em',
              fontWeight: 700,
              minHeight: '1.6em',
              mb: '0.4em',
              px: '0.4em',
              borderBottom: 3,
              borderColor: 'text.primary',
              whiteSpace: 'pre',
              overflow: 'hidden',
              maxWidth: '14em',
            }}
          >
            {text || (
              <Box component="span" sx={{ color: 'text.secondary', fontWeight: 400 }}>
                {t('tv.searchPlaceholder')}
              </Box>
            )}
          </Box>
          <OnScreenKeyboard text={text} onChange={setText} />
        </Box>
        <Box sx={{ flex: '1 1 20em', minWidth: 0 }} aria-busy={found.isFetching}>
          <TvRow
            rowKey="search"
            title={t('tv.results')}
            items={items}
            aspectRatio={website.options.aspectRatioMediaCard}
            onOpen={open}
            layout="grid"
            onNearEnd={() => {
              if (found.hasNextPage && !found.isFetchingNextPage) void found.fetchNextPage()
            }}
          />
          {settled && found.isSuccess && items.length === 0 && (
            <Box component="p" sx={{ mt: '1.2em' }}>
              {t('tv.noResults', { text: settled })}
            </Box>
          )}
        </Box>
      </Box>
    </>
  )
}
