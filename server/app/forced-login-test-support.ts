import type { Dialect } from '../db/connect.ts'
import { attachDemoMedia, DEMO_STREAM_FOLDER } from '../demo/media/attach.ts'
import { generateDemoImages, ICON, LANDSCAPE } from '../demo/images.ts'
import { insertCategory, insertFile, insertPage, insertPlan, upsertSnippet } from '../db/insert.ts'
import { startTestApp, type TestApp } from '../../test/support/app.ts'
import {
  createSession,
  createUser,
  createWebsite,
  signedIn,
  type TestUser,
} from '../../test/support/fixtures.ts'
import { storefrontFolder } from '../../test/support/storefront-folder.ts'
import { websiteAssetAddress, websiteAssetPath } from '../modules/images/addresses.ts'
import { addMediaItem } from '../modules/catalogue/test-fixtures.ts'

/** What each test site holds; the names are what must never reach a signed-out visitor. */
export const NAMES = {
  item: 'Le Cervin en hiver',
  category: 'Alpes valaisannes',
  plan: 'Abonnement Sommets',
  block: 'Bienvenue aux membres',
} as const

export interface TestSite {
  uid: string
  host: string
  itemUid: string
  itemSlug: string
  mediaUid: string
  /** The HD file of the item's media, a download. */
  fileUid: string
  categoryUid: string
  categorySlug: string
  homePage: string
}

export interface ForcedLoginSites {
  t: TestApp
  /** Forces login, like the second demo site: logo and sign-in background of its own. */
  members: TestSite
  /** The same catalogue on a site that does not force login. */
  main: TestSite
  /** A customer of the members' site, and the headers of their signed-in requests. */
  member: TestUser & { headers: Record<string, string> }
  close(): Promise<void>
}

async function addSite(t: TestApp, host: string, forced: boolean): Promise<TestSite> {
  const db = t.database.db
  const homePage = `home-${host}`
  const uid = await createWebsite(db, {
    name: forced ? 'Vitrine Membres' : 'Vitrine',
    hosts: [host],
    settings: {
      auth_force_login: forced,
      logo: websiteAssetAddress('logo.png'),
      auth_background_image: websiteAssetAddress('fond-connexion.jpg'),
      home_page: homePage,
      monetization_enabled: true,
    },
  })
  const categorySlug = 'alpes'
  const categoryUid = await insertCategory(db, uid, {
    slug: categorySlug,
    name: NAMES.category,
    thumbnail: `t/${host}/alpes.jpg`,
    icon: `t/${host}/alpes-icon.png`,
    isOnNavbar: true,
  })
  const item = await addMediaItem(db, uid, NAMES.item, {
    categoryUids: [categoryUid],
    media: { thumbnail: `t/${host}/cervin.jpg`, excerpt: 'Face nord au lever du jour.' },
  })
  const fileUid = await insertFile(db, uid, {
    mediaUid: item.mediaUid,
    kind: 'hd',
    displayName: `${NAMES.item} (HD)`,
    size: 1,
    path: `${DEMO_STREAM_FOLDER}/hd.mp4`,
  })
  await insertPlan(db, uid, { name: NAMES.plan, amount: 900, interval: 'month' })
  await insertPage(db, uid, {
    uid: homePage,
    title: 'Accueil',
    content: [
      {
        uid: `banner-${host}`,
        component: 'Banner1',
        title: 'Bannière',
        is_displayed: true,
        fields: { title: NAMES.block, image: { src: websiteAssetAddress('banniere.jpg') } },
      },
    ],
  })
  await upsertSnippet(db, uid, 'legal', '<p>Mentions légales de la boutique.</p>')
  await generateDemoImages(t.config.mediaDir, [
    { path: `t/${host}/cervin.jpg`, ...LANDSCAPE, title: 'Cervin', hue: 200 },
    { path: `t/${host}/alpes.jpg`, ...LANDSCAPE, title: 'Alpes', hue: 120 },
    { path: `t/${host}/alpes-icon.png`, ...ICON, title: 'Alpes', hue: 120, style: 'icon' },
    { path: websiteAssetPath(uid, 'logo.png'), width: 640, height: 160, title: 'Logo', hue: 0 },
    { path: websiteAssetPath(uid, 'fond-connexion.jpg'), ...LANDSCAPE, title: 'Fond', hue: 30 },
  ])
  await attachDemoMedia(db, t.config.mediaDir, [uid])
  return {
    uid,
    host,
    itemUid: item.uid,
    itemSlug: 'le-cervin-en-hiver',
    mediaUid: item.mediaUid,
    fileUid,
    categoryUid,
    categorySlug,
    homePage,
  }
}

/** The real server with a site that forces login and one that does not, both with a catalogue. */
export async function startForcedLoginSites(dialect: Dialect): Promise<ForcedLoginSites> {
  const folder = storefrontFolder()
  const t = await startTestApp(dialect, {}, { storefrontDir: folder.dir })
  const main = await addSite(t, 'main.test', false)
  const members = await addSite(t, 'members.test', true)
  const user = await createUser(t.database.db, members.uid)
  const token = await createSession(t.database.db, members.uid, user.uid)
  return {
    t,
    members,
    main,
    member: { ...user, headers: signedIn(token) },
    async close() {
      await t.close()
      folder.remove()
    },
  }
}
