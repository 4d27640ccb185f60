import BoltIcon from '@mui/icons-material/Bolt'
import CardGiftcardIcon from '@mui/icons-material/CardGiftcard'
import CheckCircleIcon from '@mui/icons-material/CheckCircle'
import DevicesIcon from '@mui/icons-material/Devices'
import DownloadIcon from '@mui/icons-material/Download'
import FavoriteIcon from '@mui/icons-material/Favorite'
import GroupsIcon from '@mui/icons-material/Groups'
import HeadphonesIcon from '@mui/icons-material/Headphones'
import HighQualityIcon from '@mui/icons-material/HighQuality'
import LanguageIcon from '@mui/icons-material/Language'
import LiveTvIcon from '@mui/icons-material/LiveTv'
import LockIcon from '@mui/icons-material/Lock'
import MovieIcon from '@mui/icons-material/Movie'
import PlayCircleIcon from '@mui/icons-material/PlayCircle'
import PublicIcon from '@mui/icons-material/Public'
import ScheduleIcon from '@mui/icons-material/Schedule'
import SchoolIcon from '@mui/icons-material/School'
import SecurityIcon from '@mui/icons-material/Security'
import StarIcon from '@mui/icons-material/Star'
import SubscriptionsIcon from '@mui/icons-material/Subscriptions'
import SupportAgentIcon from '@mui/icons-material/SupportAgent'
import ThumbUpIcon from '@mui/icons-material/ThumbUp'
import VerifiedIcon from '@mui/icons-material/Verified'

/**
 * The Material icons a feature may name. A fixed set: importing the whole library to look
 * names up would put megabytes in the bundle. Anything else shows a check mark.
 */
export const FEATURE_ICONS = {
  Bolt: BoltIcon,
  CardGiftcard: CardGiftcardIcon,
  CheckCircle: CheckCircleIcon,
  Devices: DevicesIcon,
  Download: DownloadIcon,
  Favorite: FavoriteIcon,
  Groups: GroupsIcon,
  Headphones: HeadphonesIcon,
  HighQuality: HighQualityIcon,
  Language: LanguageIcon,
  LiveTv: LiveTvIcon,
  Lock: LockIcon,
  Movie: MovieIcon,
  PlayCircle: PlayCircleIcon,
  Public: PublicIcon,
  Schedule: ScheduleIcon,
  School: SchoolIcon,
  Security: SecurityIcon,
  Star: StarIcon,
  Subscriptions: SubscriptionsIcon,
  SupportAgent: SupportAgentIcon,
  ThumbUp: ThumbUpIcon,
  Verified: VerifiedIcon,
}

/** A feature's icon by its Material name, decorative (the feature's title says it). */
export function FeatureIcon({ name }: { name: string }) {
  const Icon = FEATURE_ICONS[name as keyof typeof FEATURE_ICONS] ?? CheckCircleIcon
  return <Icon aria-hidden color="primary" sx={{ fontSize: 40 }} data-icon={name} />
}
