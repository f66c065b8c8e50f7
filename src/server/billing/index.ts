// The billing feature's public surface. app.ts: billingRoutes and exceptBillingWebhook (the webhook skips
// the Origin and JSON-body hygiene); the admin dashboard: paidRevenue and isBillingConfigured; the CLI and tests:
// setComplimentaryPremium; account deletion: cancelBillingForDeletion (the family's subscriptions end first)
// and holdFamilyBilling (its transaction and the webhook's take the family's billing lock first).
export {
  BILLING_WEBHOOK_PATH,
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
  setComplimentaryPremium,
} from './billing.service';
export { isBillingConfigured } from './stripe-client';
