// The family feature's public surface: the cards of the parent dashboard, put together by
// app/routes/parent-dashboard-page. Its own pages (children, activity history, pending content) load lazily.

export { ActivityMonitor } from './components/activity-monitor';
export { ChildModeSettingsCard } from './components/child-mode-settings-card';
export { ChildrenManager } from './components/children-manager';
export { ContentPreferencesCard } from './components/content-preferences-card';
export { ScreenTimeCard } from './components/screen-time-card';
export { SubscriptionCard } from './components/subscription-card';
export { TimeRequestAlerts } from './components/time-request-alerts';
