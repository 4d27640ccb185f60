import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { App } from './app/app.tsx'
import { seedFirstScreen } from './app/first-screen.ts'
import { loadWebFont } from './app/font-loader.ts'
import { createQueryClient } from './app/query-client.ts'
import { setUpI18n } from './i18n/i18n.ts'

void loadWebFont()
setUpI18n()

const queryClient = createQueryClient()
seedFirstScreen(queryClient, document)

const container = document.getElementById('root')
if (!container) throw new Error('index.html has no #root element')
createRoot(container).render(
  <StrictMode>
    <App queryClient={queryClient} />
  </StrictMode>,
)
