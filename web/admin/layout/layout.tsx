import type { ReactNode } from 'react'
import { Layout } from 'react-admin'
import { BackOfficeAppBar } from './app-bar.tsx'
import { BackOfficeMenu } from './menu.tsx'
import { NamedSpinners } from './named-spinners.tsx'

/**
 * react-admin's layout grows to fit its widest content, taking the bar's menu and logout off a
 * phone's screen: here the page keeps the screen's width and a table too wide for it scrolls
 * inside its own box (lists show cards on a phone instead, `ui/table-or-cards.tsx`).
 */
const NOTHING_WIDER_THAN_THE_SCREEN = {
  minWidth: 0,
  '& .RaLayout-content': { minWidth: 0 },
  '& .RaDataTable-tableWrapper': { overflowX: 'auto' },
} as const

/** react-admin's layout (the menu of the resources the role may see) under the site's own bar. */
export function backOfficeLayout(websiteName: string) {
  const AppBar = () => <BackOfficeAppBar websiteName={websiteName} />
  return function BackOfficeLayout({ children }: { children: ReactNode }) {
    return (
      <NamedSpinners>
        <Layout appBar={AppBar} menu={BackOfficeMenu} sx={NOTHING_WIDER_THAN_THE_SCREEN}>
          {children}
        </Layout>
      </NamedSpinners>
    )
  }
}
