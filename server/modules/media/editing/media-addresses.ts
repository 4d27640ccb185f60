import { thumbnailAddress, versionedAddress } from '../../images/addresses.ts'

/** The address of a media's thumbnail, versioned by the stored picture; null when it has none. */
export const mediaThumbnail = (mediaUid: string, stored: string | null) =>
  versionedAddress(thumbnailAddress('media', mediaUid), stored)
