// The library feature's public surface: its routes (app.ts) and a child's rows for the family export.
export { childLibraryRows } from './library.repo';
export { childLibraryRoutes, libraryRoutes } from './library.routes';
