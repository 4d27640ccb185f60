import { StrictMode, useEffect } from 'react'
import { APP_READY_ATTRIBUTE } from '../../contract/first-screen.ts'
import { createRoot } from 'react-dom/client'
import type { WebsiteSettings } from '../../contract/website.ts'
import { AdminApp } from './admin-app.tsx'
import { publicFetch } from './api/staff-fetch.ts'

/** Marks `<html>` once the back office runs, as the storefront does (browser journeys wait on it). */
function AppReady() {
  useEffect(() => document.documentElement.setAttribute(APP_READY_ATTRIBUTE, ''), [])
  return null
}

/** The back office's entry: the website's settings (name, colours) first, then the app. */
async function start(): Promise<void> {
  const website = (await (
    await publicFetch('/website/', { token: null })
  ).json()) as WebsiteSettings
  document.title = website.name
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <AdminApp website={website} />
      <AppReady />
    </StrictMode>,
  )
}

void start()
