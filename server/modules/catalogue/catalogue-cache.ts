import type { Item } from '../../../contract/schemas/catalogue.ts'
import type { Language } from '../../lib/chosen-language.ts'
import { LruMap } from '../../lib/lru-map.ts'
import type { Website } from '../websites/service.ts'
import type { ItemPage } from './item-repo.ts'

/** An item as everyone sees it: the caller's access is added on each request. */
export type ItemBase = Omit<Item, 'has_access' | 'access_requested' | 'expire_at' | 'expired_at'>

/**
 * Item answers and list counts of one server process, keyed by the website's catalogue
 * version. Database triggers bump that version on every catalogue change, and every request
 * reads it with the website, so an entry is never served after the data it came from changed —
 * whichever process changed it. A caller's access is never cached: it depends on the caller and
 * the clock — only the answers a visitor gets, which are the same for every visitor, are kept.
 */
export class CatalogueCache {
  private readonly items = new LruMap<string, ItemBase>(5_000)
  private readonly counts = new LruMap<string, number>(2_000)
  private readonly pages = new LruMap<string, ItemPage>(2_000)
  private readonly answers = new LruMap<string, string>(1_000)

  private key(website: Website, name: string): string {
    return `${website.uid}\u0000${website.catalogueVersion}\u0000${name}`
  }

  /** An item as built in one language: its texts are that language's. */
  item(website: Website, uid: string, language: Language): ItemBase | undefined {
    return this.items.get(this.key(website, `${language}\u0000${uid}`))
  }

  keepItem(website: Website, item: ItemBase, language: Language): void {
    this.items.set(this.key(website, `${language}\u0000${item.uid}`), item)
  }

  /** The cached count for a filter, or the computed one, kept for next time. */
  count(website: Website, filter: string, compute: () => Promise<number>): Promise<number> {
    return remember(this.counts, this.key(website, filter), compute)
  }

  /**
   * The uids and count of one page of a list, or the computed ones, kept for next time: which
   * items match and in what order is the same for every caller, so signed-in customers, whose
   * answers are built per request, skip the search too.
   */
  page(website: Website, filter: string, compute: () => Promise<ItemPage>): Promise<ItemPage> {
    return remember(this.pages, this.key(website, filter), compute)
  }

  /** A visitor's serialised answer to a call in a language, or the computed one, kept. */
  visitorAnswer(
    website: Website,
    call: string,
    language: Language,
    compute: () => Promise<string>,
  ): Promise<string> {
    // Whether the website sells access changes every visitor's has_access.
    const monetized = website.settings.monetization_enabled ? 'monetized' : 'free'
    const key = this.key(website, `${monetized}\u0000${language}\u0000${call}`)
    return remember(this.answers, key, compute)
  }
}

async function remember<V>(
  map: LruMap<string, V>,
  key: string,
  compute: () => Promise<V>,
): Promise<V> {
  const known = map.get(key)
  if (known !== undefined) return known
  const computed = await compute()
  map.set(key, computed)
  return computed
}
