export { TvLibraryPage as default } from '#web/features/tv/pages/tv-library-page';
