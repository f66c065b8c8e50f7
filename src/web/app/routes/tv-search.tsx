export { TvSearchPage as default } from '#web/features/tv/pages/tv-search-page';
