export { CreatorDashboardPage as default } from './creator-dashboard-page';
