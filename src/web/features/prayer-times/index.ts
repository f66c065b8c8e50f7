// The prayer-times feature's public surface: the dashboard's card and the query the pages' loaders read ahead.
// Its settings page (pages/prayer-settings-page) is a route of its own, loaded lazily.
export { prayerTimesQueryOptions } from './api/prayer-times';
export { PrayerTimesCard } from './components/prayer-times-card';
