import { categoryIconAddress, thumbnailAddress, type ThumbnailOwner } from './addresses.ts'

/**
 * Picture addresses in catalogue answers. Rows hold where a picture sits in the media store;
 * clients only ever see the address the images module serves it on, and null when there is none.
 */
export function pictureAddress(
  owner: ThumbnailOwner,
  uid: string,
  storedPath: string | null,
): string | null {
  return storedPath ? thumbnailAddress(owner, uid) : null
}

export const iconAddress = (uid: string, storedPath: string | null) =>
  storedPath ? categoryIconAddress(uid) : null
