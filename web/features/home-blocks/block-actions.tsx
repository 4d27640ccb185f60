import { createContext, useContext } from 'react'

/**
 * What block buttons with the 'subscribe' and 'contact' actions do. The cart drawer and the
 * contact dialog belong to the storefront's part 2, which provides these; until then such
 * buttons show but do nothing.
 */
export interface BlockActions {
  /** Opens the subscription plans in the cart drawer. */
  onOpenSubscriptions?: () => void
  /** Opens the contact dialog. */
  onOpenContact?: () => void
}

export const BlockActionsContext = createContext<BlockActions>({})

export const useBlockActions = () => useContext(BlockActionsContext)
