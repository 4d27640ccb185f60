/**
 * The tree's columns a phone leaves out (the address, the menu flag): under 600 px the name, the
 * number of items and the row's actions are what fit.
 */
export const WIDE_SCREEN_ONLY = { display: { xs: 'none', sm: 'table-cell' } } as const
