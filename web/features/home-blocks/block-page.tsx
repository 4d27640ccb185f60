import Container from '@mui/material/Container'
import Typography from '@mui/material/Typography'
import { useParams } from 'react-router'
import { usePage } from '../../api/get-page.ts'
import { useTranslation } from '../../i18n/use-translation.tsx'
import { usePageTitle } from '../../lib/use-page-title.ts'
import { BlockList } from './block-list.tsx'
import { PageSkeleton } from './page-skeleton.tsx'

/**
 * A page of blocks other than the home page, at `/pages/{uid}` (the demo's showcase of every
 * block is `/pages/tous-les-blocs`). A page that does not exist throws: the route shows its 404.
 */
export function BlockPage() {
  const { t } = useTranslation()
  const { pageUid = '' } = useParams()
  const page = usePage(pageUid)
  usePageTitle(page.data?.title)
  if (page.isError) throw page.error

  return (
    <>
      <Container sx={{ pt: 4, pb: 2 }}>
        <Typography component="h1" variant="h4">
          {page.data?.title}
        </Typography>
      </Container>
      {page.data ? (
        <BlockList blocks={page.data.content} />
      ) : (
        <PageSkeleton label={t('home.pageLoading')} />
      )}
    </>
  )
}
