/** The ids of a tree row's handle and move button, where the focus goes back after a move. */
export const dragHandleId = (uid: string) => `category-drag-${uid}`
export const moveButtonId = (uid: string) => `category-move-${uid}`
