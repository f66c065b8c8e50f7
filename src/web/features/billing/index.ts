// The billing feature's public surface: the subscription card's billing part (family), the plan-limit
// banner with its /upgrade link (children), the complimentary-Premium card (admin user detail, placed by the lead).
// app/router loads pages/* lazily.
export { useBillingStatus } from './api/billing';
export { BillingDetails } from './components/billing-details';
export { ComplimentaryPremiumCard } from './components/complimentary-premium-card';
export { DuplicatePaymentsPanel } from './components/duplicate-payments-panel';
export { isPlanLimitError, PlanLimitBanner } from './components/plan-limit-banner';
