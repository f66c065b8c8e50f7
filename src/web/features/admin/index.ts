// The admin feature's public surface: the admin area's frame, for admin pages other features build (admin-users).
export { AdminShell } from './components/admin-shell';
