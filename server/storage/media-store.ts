import { Readable } from 'node:stream'
import type { Config, S3Settings } from '../config.ts'
import { localObjectStore } from './local-store.ts'
import { checkedKey, type ObjectStore } from './object-store.ts'

/**
 * The S3 store, its SDK loaded on first use: it takes half a second to load, which a server on
 * the local folder (the quick start, most tests, every command) never needs to pay.
 */
function lazyS3Store(settings: S3Settings): ObjectStore {
  let loaded: Promise<ObjectStore> | undefined
  const store = () =>
    (loaded ??= import('./s3-store.ts').then((module) => module.s3ObjectStore(settings)))
  return {
    put: async (key, localFile, options) => (await store()).put(key, localFile, options),
    write: async (key, data) => (await store()).write(key, data),
    open(key, range) {
      checkedKey(key)
      return Readable.from(
        (async function* () {
          yield* (await store()).open(key, range)
        })(),
        { objectMode: false },
      )
    },
    stat: async (key) => (await store()).stat(key),
    remove: async (key) => (await store()).remove(key),
    check: async () => (await store()).check(),
    presignedAddress: async (key, options) => (await store()).presignedAddress!(key, options),
  }
}

const stores = new WeakMap<Config, ObjectStore>()

/**
 * The media store the configuration names: its S3 bucket when `S3_BUCKET` is set, the local
 * folder `MEDIA_DIR` otherwise. One per configuration, so its S3 connections are shared.
 */
export function mediaStoreOf(config: Config): ObjectStore {
  let store = stores.get(config)
  if (!store) {
    store = config.s3 ? lazyS3Store(config.s3) : localObjectStore(config.mediaDir)
    stores.set(config, store)
  }
  return store
}
