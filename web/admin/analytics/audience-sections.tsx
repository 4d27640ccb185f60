import Box from '@mui/material/Box'
import { useLocaleState, useTranslate } from 'react-admin'
import type { AdminAnalytics } from '../../../contract/schemas/admin-analytics.ts'
import { DashboardSection } from './dashboard-section.tsx'
import { FigureList } from './figure-list.tsx'

const T = 'vitrine.analytics'

/** Subscribers, new customers and conversion, and plays: counts, side by side. */
export function AudienceSections({ analytics }: { analytics: AdminAnalytics }) {
  const translate = useTranslate()
  const [locale] = useLocaleState()
  const { subscribers, customers } = analytics
  const conversion =
    customers.conversion === null
      ? '—'
      : new Intl.NumberFormat(locale, {
          style: 'percent',
          maximumFractionDigits: 1,
        }).format(customers.conversion)
  const counts = (entries: [string, number][]) =>
    entries.map(([key, value]) => ({ label: translate(`${T}.${key}`), value: String(value) }))
  return (
    <Box
      sx={{ display: 'grid', gap: 2, gridTemplateColumns: { md: '1fr 1fr', lg: '2fr 1.5fr 1fr' } }}
    >
      <DashboardSection
        title={translate(`${T}.subscribers.title`)}
        help={translate(`${T}.subscribers.help`)}
      >
        <FigureList
          figures={counts([
            ['subscribers.active', subscribers.active],
            ['subscribers.new', subscribers.new],
            ['subscribers.churned', subscribers.churned],
            ['subscribers.trialing', subscribers.trialing],
          ])}
        />
      </DashboardSection>
      <DashboardSection
        title={translate(`${T}.customers.title`)}
        help={translate(`${T}.customers.help`)}
      >
        <FigureList
          figures={[
            ...counts([
              ['customers.new', customers.new],
              ['customers.converted', customers.converted],
            ]),
            { label: translate(`${T}.customers.conversion`), value: conversion },
          ]}
        />
      </DashboardSection>
      <DashboardSection title={translate(`${T}.plays.title`)} help={translate(`${T}.plays.help`)}>
        <FigureList figures={counts([['plays.total', analytics.plays.total]])} />
      </DashboardSection>
    </Box>
  )
}
