/**
 * The icon names a feature may use: the fixed set the home page draws (home-blocks'
 * FEATURE_ICONS); any other name shows a check mark there.
 */
export const FEATURE_ICON_NAMES = [
  'Bolt',
  'CardGiftcard',
  'CheckCircle',
  'Devices',
  'Download',
  'Favorite',
  'Groups',
  'Headphones',
  'HighQuality',
  'Language',
  'LiveTv',
  'Lock',
  'Movie',
  'PlayCircle',
  'Public',
  'Schedule',
  'School',
  'Security',
  'Star',
  'Subscriptions',
  'SupportAgent',
  'ThumbUp',
  'Verified',
] as const
