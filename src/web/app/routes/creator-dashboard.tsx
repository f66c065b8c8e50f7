export { CreatorDashboardPage as default } from './creator-dashboard-page';

// The text namespaces its page draws with (the browser loads them before hydrating it, entry.client.tsx).
export const handle = {
  i18n: ['auth', 'common', 'creator-studio', 'dashboards', 'domain', 'submissions', 'uploads', 'video'],
};
