import type { ReactNode } from 'react'
import { Layout } from 'react-admin'
import { BackOfficeAppBar } from './app-bar.tsx'
import { BackOfficeMenu } from './menu.tsx'
import { NamedSpinners } from './named-spinners.tsx'

/** react-admin's layout (the menu of the resources the role may see) under the site's own bar. */
export function backOfficeLayout(websiteName: string) {
  const AppBar = () => <BackOfficeAppBar websiteName={websiteName} />
  return function BackOfficeLayout({ children }: { children: ReactNode }) {
    return (
      <NamedSpinners>
        <Layout appBar={AppBar} menu={BackOfficeMenu}>
          {children}
        </Layout>
      </NamedSpinners>
    )
  }
}
