export { ParentDashboardPage as default } from './parent-dashboard-page';
