import type { CliContext } from './context.ts'

export const WEBSITE_HELP = `vitrine website list
    Lists the websites with their uids and host names.`

export async function listWebsitesCommand(context: CliContext): Promise<void> {
  const rows = await context.db
    .selectFrom('websites')
    .leftJoin('website_hosts', 'website_hosts.website_uid', 'websites.uid')
    .select(['websites.uid', 'websites.name', 'websites.public_url', 'website_hosts.host'])
    .orderBy('websites.created_at')
    .execute()
  const byWebsite = new Map<string, { name: string; url: string; hosts: string[] }>()
  for (const row of rows) {
    const entry = byWebsite.get(row.uid) ?? { name: row.name, url: row.public_url, hosts: [] }
    if (row.host) entry.hosts.push(row.host)
    byWebsite.set(row.uid, entry)
  }
  for (const [uid, { name, url, hosts }] of byWebsite) {
    console.log(`${uid}  ${name}  ${url}  hosts: ${hosts.join(', ') || '—'}`)
  }
}
