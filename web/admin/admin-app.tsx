import AccountTreeIcon from '@mui/icons-material/AccountTree'
import CloudUploadIcon from '@mui/icons-material/CloudUpload'
import ForwardToInboxIcon from '@mui/icons-material/ForwardToInbox'
import UploadFileIcon from '@mui/icons-material/UploadFile'
import CampaignIcon from '@mui/icons-material/Campaign'
import GroupAddIcon from '@mui/icons-material/GroupAdd'
import LockOpenIcon from '@mui/icons-material/LockOpen'
import PeopleOutlineIcon from '@mui/icons-material/PeopleOutline'
import GroupIcon from '@mui/icons-material/Group'
import HistoryIcon from '@mui/icons-material/History'
import CardMembershipIcon from '@mui/icons-material/CardMembership'
import VideoLibraryIcon from '@mui/icons-material/VideoLibrary'
import MovieIcon from '@mui/icons-material/Movie'
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong'
import LocalOfferIcon from '@mui/icons-material/LocalOffer'
import Inventory2Icon from '@mui/icons-material/Inventory2'
import SyncProblemIcon from '@mui/icons-material/SyncProblem'
import FileDownloadIcon from '@mui/icons-material/FileDownload'
import CardGiftcardIcon from '@mui/icons-material/CardGiftcard'
import KeyIcon from '@mui/icons-material/Key'
import WebhookIcon from '@mui/icons-material/Webhook'
import { useCallback, useMemo, useState } from 'react'
import { Admin, CustomRoutes, Resource } from 'react-admin'
import { BrowserRouter, Route } from 'react-router-dom'
import { BACK_OFFICE_PATH } from '../../contract/values/api-paths.ts'
import {
  DATA_EXPORT_KINDS,
  DATA_EXPORT_PERMISSIONS,
} from '../../contract/values/admin-data-exports.ts'
import type { StaffPermission } from '../../contract/values/staff-roles.ts'
import type { WebsiteSettings } from '../../contract/schemas/website.ts'
import { authProvider } from './auth-provider.ts'
import { dataProvider } from './data-provider.ts'
import { i18nProvider } from './i18n/i18n-provider.ts'
import { MediaLibrary } from './medias/media-library.tsx'
import { SETTINGS_SCREEN } from './settings/settings-sections.tsx'
import { ANALYTICS_SCREEN_PATH } from './analytics/analytics-path.ts'
import { LazyAnalyticsDashboard } from './analytics/lazy-analytics-dashboard.tsx'
import { LazyHomeDashboard } from './home/lazy-home-dashboard.tsx'
import { backOfficeLayout } from './layout/layout.tsx'
import { BackOfficeLoadingPage } from './layout/named-spinners.tsx'
import {
  ApiKeyCreate,
  ApiKeyList,
  GiftCardCreate,
  GiftCardList,
  AuditLogList,
  BundleCreate,
  BundleEdit,
  BundleList,
  CategoryCreate,
  CategoryEdit,
  CategoryList,
  CouponCreate,
  CouponEdit,
  CouponList,
  CustomerInvitationCreate,
  CustomerImportCreate,
  BroadcastList,
  BroadcastCreate,
  BroadcastEdit,
  CustomerImportList,
  CustomerInvitationList,
  CustomerList,
  CustomerShow,
  DataExportList,
  ItemEdit,
  ItemList,
  ItemShow,
  JobFailureList,
  LiveEventCreate,
  MediaImportList,
  OnDemandRequestList,
  OrderList,
  OrderShow,
  PlanCreate,
  PlanEdit,
  PlanList,
  PlaylistCreate,
  SettingsPage,
  StaffEdit,
  StaffInvitationCreate,
  StaffInvitationList,
  StaffList,
  WebhookCreate,
  WebhookEdit,
  WebhookList,
} from './lazy-screens.tsx'
import { backOfficeTheme } from './theme.ts'
import { fetchWebsite } from './fetch-website.ts'
import { WebsiteContext, WebsiteRefreshContext } from './website-context.ts'

/**
 * The back office of one website: react-admin over the staff API, in the site's colours, with
 * the screens the staff member's role may use (GET /me/'s permissions).
 */
export function AdminApp({ website: first }: { website: WebsiteSettings }) {
  const [website, setWebsite] = useState(first)
  const refresh = useCallback(async () => setWebsite(await fetchWebsite()), [])
  // Made again only when what they show changes: a new layout would remount every screen.
  const theme = useMemo(() => backOfficeTheme(website), [website])
  const layout = useMemo(() => backOfficeLayout(website.name), [website.name])
  return (
    <WebsiteContext.Provider value={website}>
      <WebsiteRefreshContext.Provider value={refresh}>
        {/* React Router's history, under /admin: react-admin's own router would use the hash. */}
        <BrowserRouter basename={BACK_OFFICE_PATH}>
          <Admin
            title={website.name}
            dataProvider={dataProvider}
            authProvider={authProvider}
            i18nProvider={i18nProvider}
            theme={theme}
            darkTheme={null}
            layout={layout}
            dashboard={LazyHomeDashboard}
            loading={BackOfficeLoadingPage}
            requireAuth
            disableTelemetry
          >
            {(permissions: StaffPermission[]) => [
              // The first resource is the first screen: the media library, where uploads start.
              permissions.includes('catalogue.read') && (
                <Resource
                  key="medias"
                  name="medias"
                  list={MediaLibrary}
                  icon={MovieIcon}
                  recordRepresentation="name"
                />
              ),
              permissions.includes('catalogue.read') && (
                <Resource
                  key="items"
                  name="items"
                  list={ItemList}
                  show={ItemShow}
                  edit={permissions.includes('catalogue.edit') ? ItemEdit : undefined}
                  create={permissions.includes('catalogue.edit') ? PlaylistCreate : undefined}
                  icon={VideoLibraryIcon}
                  recordRepresentation="name"
                />
              ),
              // Made here, then shown and priced as an item: no list of its own, so no menu entry.
              permissions.includes('catalogue.edit') && (
                <Resource key="live_events" name="live_events" create={LiveEventCreate} />
              ),
              permissions.includes('catalogue.read') && (
                <Resource
                  key="categories"
                  name="categories"
                  list={CategoryList}
                  edit={permissions.includes('catalogue.edit') ? CategoryEdit : undefined}
                  create={permissions.includes('catalogue.edit') ? CategoryCreate : undefined}
                  icon={AccountTreeIcon}
                  recordRepresentation="name"
                />
              ),
              permissions.includes('catalogue.read') && (
                <Resource
                  key="media_imports"
                  name="media_imports"
                  list={MediaImportList}
                  icon={CloudUploadIcon}
                />
              ),
              permissions.includes('money.manage') && (
                <Resource
                  key="plans"
                  name="plans"
                  list={PlanList}
                  create={PlanCreate}
                  edit={PlanEdit}
                  icon={CardMembershipIcon}
                  recordRepresentation="name"
                />
              ),
              permissions.includes('money.manage') && (
                <Resource
                  key="bundles"
                  name="bundles"
                  list={BundleList}
                  create={BundleCreate}
                  edit={BundleEdit}
                  icon={Inventory2Icon}
                  recordRepresentation="name"
                />
              ),
              permissions.includes('money.manage') && (
                <Resource
                  key="coupons"
                  name="coupons"
                  list={CouponList}
                  create={CouponCreate}
                  edit={CouponEdit}
                  icon={LocalOfferIcon}
                  recordRepresentation="code"
                />
              ),
              // Gift cards: owners and editors (gift_cards.manage).
              permissions.includes('gift_cards.manage') && (
                <Resource
                  key="gift_cards"
                  name="gift_cards"
                  list={GiftCardList}
                  create={GiftCardCreate}
                  icon={CardGiftcardIcon}
                  recordRepresentation="label"
                />
              ),
              permissions.includes('customers.manage') && (
                <Resource
                  key="customers"
                  name="customers"
                  list={CustomerList}
                  show={CustomerShow}
                  icon={PeopleOutlineIcon}
                  recordRepresentation="email"
                />
              ),
              permissions.includes('customers.manage') && (
                <Resource
                  key="customer_invitations"
                  name="customer_invitations"
                  list={CustomerInvitationList}
                  create={CustomerInvitationCreate}
                  icon={ForwardToInboxIcon}
                  recordRepresentation="email"
                />
              ),
              permissions.includes('customers.manage') && (
                <Resource
                  key="customer_imports"
                  name="customer_imports"
                  list={CustomerImportList}
                  create={CustomerImportCreate}
                  icon={UploadFileIcon}
                />
              ),
              permissions.includes('customers.manage') && (
                <Resource
                  key="broadcasts"
                  name="broadcasts"
                  list={BroadcastList}
                  create={BroadcastCreate}
                  edit={BroadcastEdit}
                  icon={CampaignIcon}
                  recordRepresentation="subject"
                />
              ),
              permissions.includes('money.manage') && (
                <Resource
                  key="orders"
                  name="orders"
                  list={OrderList}
                  show={OrderShow}
                  icon={ReceiptLongIcon}
                />
              ),
              permissions.includes('customers.manage') && (
                <Resource
                  key="ondemand_requests"
                  name="ondemand_requests"
                  list={OnDemandRequestList}
                  icon={LockOpenIcon}
                />
              ),
              permissions.includes('staff.manage') && (
                <Resource
                  key="staff"
                  name="staff"
                  list={StaffList}
                  edit={StaffEdit}
                  icon={GroupIcon}
                  recordRepresentation="email"
                />
              ),
              permissions.includes('staff.manage') && (
                <Resource
                  key="staff_invitations"
                  name="staff_invitations"
                  list={StaffInvitationList}
                  create={StaffInvitationCreate}
                  icon={GroupAddIcon}
                />
              ),
              permissions.includes('audit_log.read') && (
                <Resource key="audit_log" name="audit_log" list={AuditLogList} icon={HistoryIcon} />
              ),
              DATA_EXPORT_KINDS.some((kind) =>
                permissions.includes(DATA_EXPORT_PERMISSIONS[kind]),
              ) && (
                <Resource
                  key="data_exports"
                  name="data_exports"
                  list={DataExportList}
                  icon={FileDownloadIcon}
                />
              ),
              permissions.includes('jobs.manage') && (
                <Resource
                  key="job_failures"
                  name="job_failures"
                  list={JobFailureList}
                  icon={SyncProblemIcon}
                />
              ),
              // API keys and webhooks: owners' (settings.manage), signed in.
              permissions.includes('settings.manage') && (
                <Resource
                  key="api_keys"
                  name="api_keys"
                  list={ApiKeyList}
                  create={ApiKeyCreate}
                  icon={KeyIcon}
                  recordRepresentation="name"
                />
              ),
              permissions.includes('settings.manage') && (
                <Resource
                  key="webhooks"
                  name="webhooks"
                  list={WebhookList}
                  create={WebhookCreate}
                  edit={WebhookEdit}
                  icon={WebhookIcon}
                  recordRepresentation="url"
                />
              ),
              permissions.includes('settings.manage') && (
                <Resource key="webhook_deliveries" name="webhook_deliveries" />
              ),
              permissions.includes('money.manage') && (
                <CustomRoutes key="analytics">
                  <Route path={ANALYTICS_SCREEN_PATH} element={<LazyAnalyticsDashboard />} />
                </CustomRoutes>
              ),
              permissions.includes('settings.manage') && (
                <CustomRoutes key="settings">
                  <Route path={SETTINGS_SCREEN} element={<SettingsPage />} />
                  <Route path={`${SETTINGS_SCREEN}/:section`} element={<SettingsPage />} />
                </CustomRoutes>
              ),
            ]}
          </Admin>
        </BrowserRouter>
      </WebsiteRefreshContext.Provider>
    </WebsiteContext.Provider>
  )
}
