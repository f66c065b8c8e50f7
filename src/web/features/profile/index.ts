// The profile feature's public surface: the public profile's query, which the profile routes' loaders read
// before drawing (app/routes). Its pages are the routes' own.
export { publicProfileQueryOptions } from './api/get-public-profile';
