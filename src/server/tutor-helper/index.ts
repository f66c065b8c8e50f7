// Ask Qamar's public surface: its routers (mounted in app.ts only when an endpoint is configured), the model client
// (made in app-deps.ts), the paths it owns (answered "not set up" otherwise) and the family export's rows (family).
export { createHelperModel } from './llm-client';
export { tutorHelperChildRoutes, tutorHelperChildrenRoutes } from './tutor-helper.routes';
export { tutorHelperExport } from './tutor-helper.service';
