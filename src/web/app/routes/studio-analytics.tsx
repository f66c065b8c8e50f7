export { StudioAnalyticsPage as default } from '#web/features/creator-studio/pages/studio-analytics-page';
