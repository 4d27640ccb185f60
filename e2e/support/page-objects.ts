import type { Fixtures, Page } from '@playwright/test'
import { AccountPage } from '../pages/account-page.ts'
import { AdminAnalyticsPage } from '../pages/admin-analytics-page.ts'
import { AdminAuditLogPage } from '../pages/admin-audit-log-page.ts'
import { AdminHomePage } from '../pages/admin-home-page.ts'
import { AdminJobFailuresPage } from '../pages/admin-job-failures-page.ts'
import { AdminDataExportsPage } from '../pages/admin-data-exports-page.ts'
import { AdminCustomerImportsPage } from '../pages/admin-customer-imports-page.ts'
import { AdminBundlesPage } from '../pages/admin-bundles-page.ts'
import { AdminCategoriesPage } from '../pages/admin-categories-page.ts'
import { AdminCouponsPage } from '../pages/admin-coupons-page.ts'
import { AdminCustomerAccount } from '../pages/admin-customer-account.ts'
import { AdminCustomerInvitationsPage } from '../pages/admin-customer-invitations-page.ts'
import { AdminCustomersPage } from '../pages/admin-customers-page.ts'
import { AdminItemEditPage } from '../pages/admin-item-edit-page.ts'
import { AdminItemPage } from '../pages/admin-item-page.ts'
import { AdminItemsPage } from '../pages/admin-items-page.ts'
import { AdminLoginPage } from '../pages/admin-login-page.ts'
import { AdminMediaImportsPage } from '../pages/admin-media-imports-page.ts'
import { AdminOnDemandPage } from '../pages/admin-ondemand-page.ts'
import { AdminOrdersPage } from '../pages/admin-orders-page.ts'
import { AdminPlansPage } from '../pages/admin-plans-page.ts'
import { AdminPlaylistForm } from '../pages/admin-playlist-form.ts'
import { AdminSettingsPage } from '../pages/admin-settings-page.ts'
import { AdminStaffInvitationsPage } from '../pages/admin-staff-invitations-page.ts'
import { AdminStaffPage } from '../pages/admin-staff-page.ts'
import { AuthAccountMenu } from '../pages/auth-account-menu.ts'
import { AuthLoginPage } from '../pages/auth-login-page.ts'
import { AuthPasswordResetConfirmPage } from '../pages/auth-password-reset-confirm-page.ts'
import { AuthPasswordResetPage } from '../pages/auth-password-reset-page.ts'
import { AuthRegisterPage } from '../pages/auth-register-page.ts'
import { CartCoupon } from '../pages/cart-coupon.ts'
import { CartDrawer } from '../pages/cart-drawer.ts'
import { CartPaymentPage } from '../pages/cart-payment-page.ts'
import { CartSuccessPage } from '../pages/cart-success-page.ts'
import { CategoryPage } from '../pages/category-page.ts'
import { ContactDialog } from '../pages/contact-dialog.ts'
import { ContinueWatchingRow } from '../pages/continue-watching-row.ts'
import { DonatePage } from '../pages/donate-page.ts'
import { EditorDrawer } from '../pages/editor-drawer.ts'
import { HomePage } from '../pages/home-page.ts'
import { ItemPage } from '../pages/item-page.ts'
import { LiveStage } from '../pages/live-stage.ts'
import { ItemsPage } from '../pages/items-page.ts'
import { LegalPage } from '../pages/legal-page.ts'
import { MyStuffPage } from '../pages/my-stuff-page.ts'
import { NotFoundPage } from '../pages/not-found-page.ts'
import { SearchPage } from '../pages/search-page.ts'
import { Shell } from '../pages/shell.ts'
import { WatchHistoryPage } from '../pages/watch-history-page.ts'

/**
 * Every page object of pages/, on the journey's own page and in French, under its class name in
 * camelCase: a journey asks for `cartDrawer` rather than writing `new CartDrawer(page)`. A page
 * object on another browser or in English is still built by hand: `new CartDrawer(visitor)`.
 */
export interface PageObjects {
  accountPage: AccountPage
  adminAnalyticsPage: AdminAnalyticsPage
  adminAuditLogPage: AdminAuditLogPage
  adminHomePage: AdminHomePage
  adminBundlesPage: AdminBundlesPage
  adminCategoriesPage: AdminCategoriesPage
  adminCouponsPage: AdminCouponsPage
  adminCustomerAccount: AdminCustomerAccount
  adminCustomerInvitationsPage: AdminCustomerInvitationsPage
  adminCustomersPage: AdminCustomersPage
  adminItemEditPage: AdminItemEditPage
  adminJobFailuresPage: AdminJobFailuresPage
  adminDataExportsPage: AdminDataExportsPage
  adminCustomerImportsPage: AdminCustomerImportsPage
  adminItemPage: AdminItemPage
  adminItemsPage: AdminItemsPage
  adminLoginPage: AdminLoginPage
  adminMediaImportsPage: AdminMediaImportsPage
  adminOnDemandPage: AdminOnDemandPage
  adminOrdersPage: AdminOrdersPage
  adminPlansPage: AdminPlansPage
  adminPlaylistForm: AdminPlaylistForm
  adminSettingsPage: AdminSettingsPage
  adminStaffInvitationsPage: AdminStaffInvitationsPage
  adminStaffPage: AdminStaffPage
  authAccountMenu: AuthAccountMenu
  authLoginPage: AuthLoginPage
  authPasswordResetConfirmPage: AuthPasswordResetConfirmPage
  authPasswordResetPage: AuthPasswordResetPage
  authRegisterPage: AuthRegisterPage
  cartCoupon: CartCoupon
  cartDrawer: CartDrawer
  cartPaymentPage: CartPaymentPage
  cartSuccessPage: CartSuccessPage
  categoryPage: CategoryPage
  contactDialog: ContactDialog
  continueWatchingRow: ContinueWatchingRow
  donatePage: DonatePage
  editorDrawer: EditorDrawer
  homePage: HomePage
  itemPage: ItemPage
  liveStage: LiveStage
  itemsPage: ItemsPage
  legalPage: LegalPage
  myStuffPage: MyStuffPage
  notFoundPage: NotFoundPage
  searchPage: SearchPage
  shell: Shell
  watchHistoryPage: WatchHistoryPage
}

/** The fixture that builds one page object on the journey's page. */
const onJourneyPage =
  <PageObject>(Screen: new (page: Page) => PageObject) =>
  async ({ page }: { page: Page }, use: (pageObject: PageObject) => Promise<void>) =>
    use(new Screen(page))

export const pageObjects: Fixtures<PageObjects, object, { page: Page }> = {
  accountPage: onJourneyPage(AccountPage),
  adminAnalyticsPage: onJourneyPage(AdminAnalyticsPage),
  adminAuditLogPage: onJourneyPage(AdminAuditLogPage),
  adminHomePage: onJourneyPage(AdminHomePage),
  adminBundlesPage: onJourneyPage(AdminBundlesPage),
  adminCategoriesPage: onJourneyPage(AdminCategoriesPage),
  adminCouponsPage: onJourneyPage(AdminCouponsPage),
  adminCustomerAccount: onJourneyPage(AdminCustomerAccount),
  adminCustomerInvitationsPage: onJourneyPage(AdminCustomerInvitationsPage),
  adminCustomersPage: onJourneyPage(AdminCustomersPage),
  adminItemEditPage: onJourneyPage(AdminItemEditPage),
  adminJobFailuresPage: onJourneyPage(AdminJobFailuresPage),
  adminDataExportsPage: onJourneyPage(AdminDataExportsPage),
  adminCustomerImportsPage: onJourneyPage(AdminCustomerImportsPage),
  adminItemPage: onJourneyPage(AdminItemPage),
  adminItemsPage: onJourneyPage(AdminItemsPage),
  adminLoginPage: onJourneyPage(AdminLoginPage),
  adminMediaImportsPage: onJourneyPage(AdminMediaImportsPage),
  adminOnDemandPage: onJourneyPage(AdminOnDemandPage),
  adminOrdersPage: onJourneyPage(AdminOrdersPage),
  adminPlansPage: onJourneyPage(AdminPlansPage),
  adminPlaylistForm: onJourneyPage(AdminPlaylistForm),
  adminSettingsPage: onJourneyPage(AdminSettingsPage),
  adminStaffInvitationsPage: onJourneyPage(AdminStaffInvitationsPage),
  adminStaffPage: onJourneyPage(AdminStaffPage),
  authAccountMenu: onJourneyPage(AuthAccountMenu),
  authLoginPage: onJourneyPage(AuthLoginPage),
  authPasswordResetConfirmPage: onJourneyPage(AuthPasswordResetConfirmPage),
  authPasswordResetPage: onJourneyPage(AuthPasswordResetPage),
  authRegisterPage: onJourneyPage(AuthRegisterPage),
  cartCoupon: onJourneyPage(CartCoupon),
  cartDrawer: onJourneyPage(CartDrawer),
  cartPaymentPage: onJourneyPage(CartPaymentPage),
  cartSuccessPage: onJourneyPage(CartSuccessPage),
  categoryPage: onJourneyPage(CategoryPage),
  contactDialog: onJourneyPage(ContactDialog),
  continueWatchingRow: onJourneyPage(ContinueWatchingRow),
  donatePage: onJourneyPage(DonatePage),
  editorDrawer: onJourneyPage(EditorDrawer),
  homePage: onJourneyPage(HomePage),
  itemPage: onJourneyPage(ItemPage),
  liveStage: onJourneyPage(LiveStage),
  itemsPage: onJourneyPage(ItemsPage),
  legalPage: onJourneyPage(LegalPage),
  myStuffPage: onJourneyPage(MyStuffPage),
  notFoundPage: onJourneyPage(NotFoundPage),
  searchPage: onJourneyPage(SearchPage),
  shell: onJourneyPage(Shell),
  watchHistoryPage: onJourneyPage(WatchHistoryPage),
}
