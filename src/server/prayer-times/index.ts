// The prayer-times feature's public surface: its routes (app.ts, at /api/parent/prayer-times) and the pauses of a
// family's local day, which child mode's clock takes as an input.
export { prayerTimesRoutes } from './prayer-times.routes';
export { prayerPausesOn } from './prayer-times.service';
