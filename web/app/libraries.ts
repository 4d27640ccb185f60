/*
 * The libraries the app is built on, fetched and evaluated a task before the app itself
 * (web/main.tsx): evaluating all of the app's code at once is a long task on a phone, which keeps
 * it from answering the visitor. Exported so that the bundler keeps them in this first part.
 */
export { createElement } from 'react'
export { hydrateRoot } from 'react-dom/client'
export { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query'
export { createBrowserRouter, Link, RouterProvider } from 'react-router'
export { createTheme } from '@mui/material/styles'
export { ThemeProvider } from '@mui/system'
export { default as AppBar } from '@mui/material/AppBar'
export { default as Box } from '@mui/material/Box'
export { default as Button } from '@mui/material/Button'
export { default as Container } from '@mui/material/Container'
export { default as CssBaseline } from '@mui/material/CssBaseline'
export { default as IconButton } from '@mui/material/IconButton'
export { default as Skeleton } from '@mui/material/Skeleton'
export { default as Toolbar } from '@mui/material/Toolbar'
export { default as Typography } from '@mui/material/Typography'
