// The admin feature's public surface: the dashboard's overview query, which its route's loader reads before drawing
// (app/routes). Its pages are the routes' own.
export { adminOverviewQueryOptions } from './api/get-admin-overview';
