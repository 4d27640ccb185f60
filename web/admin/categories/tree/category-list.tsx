import Box from '@mui/material/Box'
import Alert from '@mui/material/Alert'
import Card from '@mui/material/Card'
import LinearProgress from '@mui/material/LinearProgress'
import Typography from '@mui/material/Typography'
import { CreateButton, Title, TopToolbar, useResourceDefinition, useTranslate } from 'react-admin'
import { EmptyList } from '../../ui/empty-list.tsx'
import { CategoryTreeTable } from './category-tree-table.tsx'
import { useCategoryTree } from '../get-categories.ts'

/**
 * The categories screen: the website's whole category tree (not a page of it), reordered and
 * re-parented in place by staff who may edit, each row opening its form.
 */
export function CategoryList() {
  const translate = useTranslate()
  const { hasCreate, hasEdit } = useResourceDefinition()
  const tree = useCategoryTree()
  return (
    <>
      <Title title={translate('resources.categories.name', { smart_count: 2 })} />
      {/* In a row, as in a list's bar: in the screen's column, react-admin's toolbar would
          take a phone's whole height. */}
      <Box sx={{ display: 'flex' }}>
        <TopToolbar>{hasCreate && <CreateButton />}</TopToolbar>
      </Box>
      <Card>
        {hasEdit && (
          <Typography variant="body2" color="text.secondary" sx={{ p: 2, pb: 1 }}>
            {translate('vitrine.category.treeHelp')}
          </Typography>
        )}
        {tree.isPending && <LinearProgress />}
        {tree.error && <Alert severity="error">{tree.error.message}</Alert>}
        {tree.isSuccess &&
          (tree.rows.length === 0 ? (
            <EmptyList />
          ) : (
            <CategoryTreeTable rows={tree.rows} editable={hasEdit ?? false} />
          ))}
      </Card>
    </>
  )
}
