import { StrictMode, useEffect } from 'react'
import { APP_READY_ATTRIBUTE } from '../../contract/values/first-screen.ts'
import { createRoot } from 'react-dom/client'
import { AdminApp } from './admin-app.tsx'
import { fetchWebsite } from './fetch-website.ts'

/** Marks `<html>` once the back office runs, as the storefront does (browser journeys wait on it). */
function AppReady() {
  useEffect(() => document.documentElement.setAttribute(APP_READY_ATTRIBUTE, ''), [])
  return null
}

/** The back office's entry: the website's settings (name, colours) first, then the app. */
async function start(): Promise<void> {
  const website = await fetchWebsite()
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <AdminApp website={website} />
      <AppReady />
    </StrictMode>,
  )
}

void start()
