// The family feature's public surface: the cards of the parent dashboard, put together by
// app/routes/parent-dashboard-page, and the parent's approve and block menu of the video page (app/routes/video).
// Its own pages (children, activity history, pending content, collections) load lazily.

export { collectionsQueryOptions } from './api/content-rules';
export { ActivityMonitor } from './components/activity-monitor';
export { ChildModeSettingsCard } from './components/child-mode-settings-card';
export { ChildrenManager } from './components/children-manager';
export { ContentPreferencesCard } from './components/content-preferences-card';
export { FeedApproveMenu } from './components/feed-approve-menu';
export { ScreenTimeCard } from './components/screen-time-card';
export { SubscriptionCard } from './components/subscription-card';
export { TimeRequestAlerts } from './components/time-request-alerts';
export { TimeRequestEmailSetting } from './components/time-request-email-setting';
export { VideoFamilyMenu } from './components/video-family-menu';
