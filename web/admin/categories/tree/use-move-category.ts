import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useNotifyFailure } from '../../api/use-notify-failure.ts'
import type { AdminCategoryMove } from '../../../../contract/schemas/admin-categories.ts'
import { subtreeUids, treeRows, type TreeRow } from '../category-tree.ts'
import { categoryTreeKey, type CategoryRecord } from '../get-categories.ts'
import { moveCategory } from '../move-category.ts'
import { applyMove } from './tree-moves.ts'

interface MoveRequest {
  uid: string
  move: AdminCategoryMove
}

/**
 * A move of the tree screen: drawn at once, as the server will leave the tree, then sent. A
 * refusal puts the tree back and is told with the server's reason; `onMoved` hears the tree once
 * the server agreed.
 */
export function useMoveCategory(onMoved: (uid: string, rows: TreeRow<CategoryRecord>[]) => void) {
  const queryClient = useQueryClient()
  const notifyFailure = useNotifyFailure()
  return useMutation({
    mutationFn: ({ uid, move }: MoveRequest) => moveCategory(uid, move),
    onMutate: async ({ uid, move }) => {
      await queryClient.cancelQueries({ queryKey: categoryTreeKey })
      const before = queryClient.getQueryData<CategoryRecord[]>(categoryTreeKey)
      // A move under its own subtree is left for the server to refuse, never drawn.
      const cycle =
        move.parent_uid !== null && before !== undefined
          ? subtreeUids(treeRows(before), uid).has(move.parent_uid)
          : false
      if (before && !cycle) {
        queryClient.setQueryData(categoryTreeKey, applyMove(before, uid, move))
      }
      return { before }
    },
    onError: (error: Error, _, context) => {
      if (context?.before) queryClient.setQueryData(categoryTreeKey, context.before)
      notifyFailure(error)
    },
    onSuccess: (_, { uid }) =>
      onMoved(uid, treeRows(queryClient.getQueryData<CategoryRecord[]>(categoryTreeKey) ?? [])),
    onSettled: () => queryClient.invalidateQueries({ queryKey: categoryTreeKey }),
  })
}
