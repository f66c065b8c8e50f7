// The billing feature's public surface: the subscription card's billing part (family), the duplicate-payments panel
// (admin), the complimentary-Premium card (admin user detail). The plan-limit banner is web/components'.
// app/router loads pages/* lazily.
export { billingStatusQueryOptions, useBillingStatus } from './api/billing';
export { BillingDetails } from './components/billing-details';
export { ComplimentaryPremiumCard } from './components/complimentary-premium-card';
export { DuplicatePaymentsPanel } from './components/duplicate-payments-panel';
