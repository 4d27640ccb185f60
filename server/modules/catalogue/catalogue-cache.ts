import type { Item } from '../../../contract/catalogue.ts'
import type { Website } from '../websites/service.ts'

/** An item as everyone sees it: the caller's access is added on each request. */
export type ItemBase = Omit<Item, 'has_access' | 'expire_at' | 'expired_at'>

/** A map that forgets its least recently used entries past `capacity`. */
class LruMap<V> {
  private readonly entries = new Map<string, V>()
  constructor(private readonly capacity: number) {}

  get(key: string): V | undefined {
    const value = this.entries.get(key)
    if (value !== undefined) {
      this.entries.delete(key)
      this.entries.set(key, value)
    }
    return value
  }

  set(key: string, value: V): void {
    this.entries.delete(key)
    this.entries.set(key, value)
    if (this.entries.size > this.capacity) {
      this.entries.delete(this.entries.keys().next().value as string)
    }
  }
}

/**
 * Item answers and list counts of one server process, keyed by the website's catalogue
 * version. Database triggers bump that version on every catalogue change, and every request
 * reads it with the website, so an entry is never served after the data it came from changed —
 * whichever process changed it. A caller's access is never cached: it depends on the caller and
 * the clock — only the answers a visitor gets, which are the same for every visitor, are kept.
 */
export class CatalogueCache {
  private readonly items = new LruMap<ItemBase>(5_000)
  private readonly counts = new LruMap<number>(2_000)
  private readonly answers = new LruMap<string>(1_000)

  private key(website: Website, name: string): string {
    return `${website.uid}\u0000${website.catalogueVersion}\u0000${name}`
  }

  item(website: Website, uid: string): ItemBase | undefined {
    return this.items.get(this.key(website, uid))
  }

  keepItem(website: Website, item: ItemBase): void {
    this.items.set(this.key(website, item.uid), item)
  }

  /** The cached count for a filter, or the computed one, kept for next time. */
  count(website: Website, filter: string, compute: () => Promise<number>): Promise<number> {
    return remember(this.counts, this.key(website, filter), compute)
  }

  /** A visitor's serialised answer to a call, or the computed one, kept for next time. */
  visitorAnswer(website: Website, call: string, compute: () => Promise<string>): Promise<string> {
    // Whether the website sells access changes every visitor's has_access.
    const monetized = website.settings.monetization_enabled ? 'monetized' : 'free'
    return remember(this.answers, this.key(website, `${monetized}\u0000${call}`), compute)
  }
}

async function remember<V>(map: LruMap<V>, key: string, compute: () => Promise<V>): Promise<V> {
  const known = map.get(key)
  if (known !== undefined) return known
  const computed = await compute()
  map.set(key, computed)
  return computed
}
