import SearchIcon from '@mui/icons-material/Search'
import Box from '@mui/material/Box'
import Container from '@mui/material/Container'
import InputAdornment from '@mui/material/InputAdornment'
import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import { useEffect, useRef, useState } from 'react'
import { useTranslation } from '../../i18n/use-translation.tsx'
import { useSearchParams } from 'react-router'
import { useCategories } from '../../api/get-categories.ts'
import type { Category } from '../../../contract/schemas/catalogue.ts'
import { SearchResults } from './search-results.tsx'
import { TopCategories } from './top-categories.tsx'
import { SEARCH_DEBOUNCE_MS, useDebouncedValue } from '../../lib/use-debounced-value.ts'
import { usePageTitle } from '../../lib/use-page-title.ts'
import '../../i18n/search/texts.ts'

/** Keeps `q` in the address in step with the settled text, and the text with outside changes. */
function useTextInAddress(): [string, (text: string) => void, string] {
  const [params, setParams] = useSearchParams()
  const inAddress = params.get('q') ?? ''
  const [text, setText] = useState(inAddress)
  const settled = useDebouncedValue(text.trim(), SEARCH_DEBOUNCE_MS)
  const written = useRef(inAddress)

  useEffect(() => {
    if (settled === written.current) return
    written.current = settled
    // Replace, not push: Back should leave the search, not replay every keystroke.
    setParams(settled ? { q: settled } : {}, { replace: true })
  }, [settled, setParams])

  useEffect(() => {
    // The address changed from outside (e.g. the app bar's search button): follow it.
    if (inAddress === written.current) return
    written.current = inAddress
    setText(inAddress)
  }, [inAddress])

  return [text, setText, settled]
}

/** The top categories under a heading: where to look when there is no text, or no result. */
function BrowseCategories({ title, categories }: { title: string; categories: Category[] }) {
  return (
    <Box component="section" aria-label={title}>
      <Typography variant="h5" component="h2" gutterBottom>
        {title}
      </Typography>
      <TopCategories categories={categories} />
    </Box>
  )
}

/**
 * /search?q= — a search box; categories while it is empty, matching items once typed, and the
 * categories again when nothing matches.
 */
export function SearchPage() {
  const { t } = useTranslation()
  usePageTitle(t('search.title'))
  const [text, setText, settled] = useTextInAddress()
  const { categories } = useCategories()

  return (
    <Container sx={{ py: 3 }}>
      <Typography variant="h4" component="h1" gutterBottom>
        {t('search.title')}
      </Typography>
      <Box role="search" sx={{ mb: 3 }}>
        <TextField
          fullWidth
          autoFocus
          type="search"
          label={t('search.label')}
          placeholder={t('search.placeholder')}
          value={text}
          onChange={(event) => setText(event.target.value)}
          // The site's primary colour may be too light for text on the page's surface.
          sx={{ '& .MuiInputLabel-root.Mui-focused': { color: 'text.primary' } }}
          slotProps={{
            input: {
              startAdornment: (
                <InputAdornment position="start">
                  <SearchIcon />
                </InputAdornment>
              ),
            },
          }}
        />
      </Box>
      {settled ? (
        <SearchResults
          text={settled}
          whenNothing={
            <BrowseCategories title={t('search.nothingFound')} categories={categories} />
          }
        />
      ) : (
        <BrowseCategories title={t('search.categories')} categories={categories} />
      )}
    </Container>
  )
}
