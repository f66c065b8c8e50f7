// The billing feature's public surface. app.ts: billingRoutes and exceptBillingWebhook (the webhook skips
// the Origin and JSON-body hygiene); app-deps.ts: createStripe (the client made at start-up); the admin dashboard:
// paidRevenue and isBillingConfigured; account deletion:
// cancelBillingForDeletion (the family's subscriptions end first) and holdFamilyBilling (its transaction and the
// webhook's take the family's billing lock first).
export {
  billingAdminRoutes,
  billingAdminUsersRoutes,
  billingPortalRoutes,
  billingRoutes,
  exceptBillingWebhook,
} from './billing.routes';
export {
  cancelBillingForDeletion,
  holdFamilyBilling,
  paidRevenue,
  parentTierOf,
} from './billing.service';
export { createStripe, isBillingConfigured } from './stripe-client';
