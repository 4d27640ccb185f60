import { lazy, Suspense, type ComponentType } from 'react'
import { Loading } from 'react-admin'

/**
 * A back-office screen whose code loads the first time it opens. Only the first screen (the
 * media library) and the frame around it are in the back office's first load: the others (the
 * item editor and its rich text, the customer and order pages, …) would otherwise be parsed
 * before anyone can click. Each has a Suspense boundary of its own: React Router navigates in a
 * transition, which would keep the previous screen up and clickable while the code loads; a new
 * boundary shows "Chargement…" at once instead.
 */
function screen<Module>(load: () => Promise<Module>, pick: (module: Module) => ComponentType) {
  const Screen = lazy(async () => ({ default: pick(await load()) }))
  return function LazyScreen() {
    return (
      <Suspense fallback={<Loading />}>
        <Screen />
      </Suspense>
    )
  }
}

export const ItemList = screen(
  () => import('./items/item-list.tsx'),
  (m) => m.ItemList,
)
export const LiveEventCreate = screen(
  () => import('./live/live-event-create.tsx'),
  (m) => m.LiveEventCreate,
)
export const ItemShow = screen(
  () => import('./items/item-show.tsx'),
  (m) => m.ItemShow,
)
export const ItemEdit = screen(
  () => import('./items/item-edit.tsx'),
  (m) => m.ItemEdit,
)
export const PlaylistCreate = screen(
  () => import('./items/playlist-create.tsx'),
  (m) => m.PlaylistCreate,
)
export const CategoryList = screen(
  () => import('./categories/tree/category-list.tsx'),
  (m) => m.CategoryList,
)
export const CategoryEdit = screen(
  () => import('./categories/form/category-edit.tsx'),
  (m) => m.CategoryEdit,
)
export const CategoryCreate = screen(
  () => import('./categories/form/category-create.tsx'),
  (m) => m.CategoryCreate,
)
export const MediaImportList = screen(
  () => import('./media-imports/media-import-list.tsx'),
  (m) => m.MediaImportList,
)
export const PlanList = screen(
  () => import('./plans/plan-list.tsx'),
  (m) => m.PlanList,
)
export const PlanCreate = screen(
  () => import('./plans/plan-create.tsx'),
  (m) => m.PlanCreate,
)
export const PlanEdit = screen(
  () => import('./plans/plan-edit.tsx'),
  (m) => m.PlanEdit,
)
export const BundleList = screen(
  () => import('./bundles/bundle-list.tsx'),
  (m) => m.BundleList,
)
export const BundleCreate = screen(
  () => import('./bundles/bundle-create.tsx'),
  (m) => m.BundleCreate,
)
export const BundleEdit = screen(
  () => import('./bundles/bundle-edit.tsx'),
  (m) => m.BundleEdit,
)
export const CouponList = screen(
  () => import('./coupons/coupon-list.tsx'),
  (m) => m.CouponList,
)
export const CouponCreate = screen(
  () => import('./coupons/coupon-create.tsx'),
  (m) => m.CouponCreate,
)
export const CouponEdit = screen(
  () => import('./coupons/coupon-edit.tsx'),
  (m) => m.CouponEdit,
)
export const CustomerList = screen(
  () => import('./customers/customer-list.tsx'),
  (m) => m.CustomerList,
)
export const CustomerShow = screen(
  () => import('./customers/customer-show.tsx'),
  (m) => m.CustomerShow,
)
export const CustomerInvitationList = screen(
  () => import('./customer-invitations/customer-invitation-list.tsx'),
  (m) => m.CustomerInvitationList,
)
export const CustomerInvitationCreate = screen(
  () => import('./customer-invitations/customer-invitation-create.tsx'),
  (m) => m.CustomerInvitationCreate,
)
export const OrderList = screen(
  () => import('./orders/order-list.tsx'),
  (m) => m.OrderList,
)
export const OrderShow = screen(
  () => import('./orders/order-show.tsx'),
  (m) => m.OrderShow,
)
export const OnDemandRequestList = screen(
  () => import('./ondemand-requests/ondemand-request-list.tsx'),
  (m) => m.OnDemandRequestList,
)
export const StaffList = screen(
  () => import('./staff-members/staff-list.tsx'),
  (m) => m.StaffList,
)
export const StaffEdit = screen(
  () => import('./staff-members/staff-edit.tsx'),
  (m) => m.StaffEdit,
)
export const StaffInvitationList = screen(
  () => import('./staff-invitations/staff-invitation-list.tsx'),
  (m) => m.StaffInvitationList,
)
export const StaffInvitationCreate = screen(
  () => import('./staff-invitations/staff-invitation-create.tsx'),
  (m) => m.StaffInvitationCreate,
)
export const AuditLogList = screen(
  () => import('./audit-log/audit-log-list.tsx'),
  (m) => m.AuditLogList,
)
export const JobFailureList = screen(
  () => import('./job-failures/job-failure-list.tsx'),
  (m) => m.JobFailureList,
)
export const DataExportList = screen(
  () => import('./data-exports/data-export-list.tsx'),
  (m) => m.DataExportList,
)
export const SettingsPage = screen(
  () => import('./settings/settings-page.tsx'),
  (m) => m.SettingsPage,
)
export const GiftCardList = screen(
  () => import('./gift-cards/gift-card-list.tsx'),
  (m) => m.GiftCardList,
)
export const GiftCardCreate = screen(
  () => import('./gift-cards/gift-card-create.tsx'),
  (m) => m.GiftCardCreate,
)
export const ApiKeyList = screen(
  () => import('./integrations/api-key-list.tsx'),
  (m) => m.ApiKeyList,
)
export const ApiKeyCreate = screen(
  () => import('./integrations/api-key-create.tsx'),
  (m) => m.ApiKeyCreate,
)
export const WebhookList = screen(
  () => import('./integrations/webhook-list.tsx'),
  (m) => m.WebhookList,
)
export const WebhookCreate = screen(
  () => import('./integrations/webhook-create.tsx'),
  (m) => m.WebhookCreate,
)
export const WebhookEdit = screen(
  () => import('./integrations/webhook-edit.tsx'),
  (m) => m.WebhookEdit,
)
export const CustomerImportList = screen(
  () => import('./customer-imports/customer-import-list.tsx'),
  (m) => m.CustomerImportList,
)
export const CustomerImportCreate = screen(
  () => import('./customer-imports/customer-import-create.tsx'),
  (m) => m.CustomerImportCreate,
)
export const BroadcastList = screen(
  () => import('./broadcasts/broadcast-list.tsx'),
  (m) => m.BroadcastList,
)
export const BroadcastCreate = screen(
  () => import('./broadcasts/broadcast-create.tsx'),
  (m) => m.BroadcastCreate,
)
export const BroadcastEdit = screen(
  () => import('./broadcasts/broadcast-edit.tsx'),
  (m) => m.BroadcastEdit,
)
