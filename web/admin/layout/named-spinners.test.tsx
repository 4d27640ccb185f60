import CircularProgress from '@mui/material/CircularProgress'
import LinearProgress from '@mui/material/LinearProgress'
import { render, screen } from '@testing-library/react'
import { AdminContext } from 'react-admin'
import { describe, expect, it } from 'vitest'
import { i18nProvider } from '../i18n/i18n-provider.ts'
import { NamedSpinners } from './named-spinners.tsx'

function renderInBackOffice(children: React.ReactNode) {
  render(
    <AdminContext i18nProvider={i18nProvider}>
      <NamedSpinners>{children}</NamedSpinners>
    </AdminContext>,
  )
}

describe('NamedSpinners', () => {
  it('names every spinner and loading bar below it "Chargement"', () => {
    renderInBackOffice(
      <>
        <CircularProgress />
        <LinearProgress />
      </>,
    )
    const bars = screen.getAllByRole('progressbar', { name: 'Chargement' })
    expect(bars).toHaveLength(2)
  })

  it('leaves a name given in place', () => {
    renderInBackOffice(<LinearProgress aria-label="Envoi de la vidéo" />)
    expect(screen.getByRole('progressbar').getAttribute('aria-label')).toBe('Envoi de la vidéo')
  })
})
