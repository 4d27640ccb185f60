/** The media store is the object store of server/storage; these names stay for its callers. */
export { localObjectStore as localMediaStore } from '../../storage/local-store.ts'
export type {
  ByteRange,
  ObjectStore as MediaStore,
  StoredObject,
} from '../../storage/object-store.ts'
