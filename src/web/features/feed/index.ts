// Public surface of the feed feature: its page is the /feed route's (app/routes), whose loader reads its page of the
// feed with feedQueryOptions.
export { feedQueryOptions } from './api/get-feed';
