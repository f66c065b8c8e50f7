// The games feature's public surface: app.ts (gamesRoutes) and the start-up seed (db/seed/connection-puzzles.ts:
// ensureSeedPuzzles with the shipped puzzles).
export { ensureSeedPuzzles } from './connections.service';
export { CONNECTION_SEED_PUZZLES } from './connections-seed.data';
export { gamesAdminRoutes, gamesRoutes } from './games.routes';
