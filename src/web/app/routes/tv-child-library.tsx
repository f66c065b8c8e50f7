export { TvChildLibraryPage as default } from '#web/features/tv/pages/tv-child-pages';
