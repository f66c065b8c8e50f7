// The parent-setup feature's public surface. Used by family (the dashboard's content-preferences card saves the
// same choice as the setup wizard's step). Its page loads lazily from app/router.

export { useSaveContentPreferences } from './api/save-content-preferences';
