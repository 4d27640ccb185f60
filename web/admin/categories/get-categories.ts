import { useQuery } from '@tanstack/react-query'
import { useMemo } from 'react'
import { useDataProvider, type DataProvider } from 'react-admin'
import type { AdminCategory } from '../../../contract/schemas/admin-categories.ts'
import { MAX_ADMIN_PAGE } from '../../../contract/values/admin-lists.ts'
import type { AdminRecord } from '../record.ts'
import { treeRows } from './category-tree.ts'

export type CategoryRecord = AdminRecord<AdminCategory>

/** Under the resource's name, so react-admin's own refreshes of `categories` reach it too. */
export const categoryTreeKey = ['categories', 'tree']

/** Every category of the website, a page of the staff API at a time, in the tree's order. */
async function getAllCategories(dataProvider: DataProvider): Promise<CategoryRecord[]> {
  const all: CategoryRecord[] = []
  for (let page = 1; ; page++) {
    const { data, total } = await dataProvider.getList<CategoryRecord>('categories', {
      pagination: { page, perPage: MAX_ADMIN_PAGE },
      sort: { field: 'position', order: 'ASC' },
      filter: {},
    })
    all.push(...data)
    if (data.length < MAX_ADMIN_PAGE || all.length >= (total ?? 0)) return all
  }
}

/** The website's whole category tree, as rows to draw (category-tree.ts). */
export function useCategoryTree() {
  const dataProvider = useDataProvider()
  const query = useQuery({
    queryKey: categoryTreeKey,
    queryFn: () => getAllCategories(dataProvider),
  })
  const rows = useMemo(() => treeRows(query.data ?? []), [query.data])
  return { ...query, rows }
}
