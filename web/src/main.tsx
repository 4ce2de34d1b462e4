import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { AppProviders } from './app/providers'
import { AppRouter, startLoadingPageOf } from './app/router'
import './index.css'
import { reloadOnStalePreloads } from './lib/stale-build'

reloadOnStalePreloads()
startLoadingPageOf(window.location.pathname)

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <AppProviders>
      <AppRouter />
    </AppProviders>
  </StrictMode>,
)
