// The tutor-helper feature's public surface: Ask Qamar's panel (the Tutor's exercise screen mounts it beside the
// exercise), the query the parent page's loader reads ahead. Its parent page (pages/helper-settings-page) is a route of
// its own, loaded lazily.
export { helperOnQueryOptions, helperSettingsQueryOptions } from './api/helper-settings';
export { AskQamarPanel } from './components/ask-qamar-panel';
