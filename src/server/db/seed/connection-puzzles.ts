// The Islamic Connections puzzles every installation starts with (not demo data: the game needs them). Run at
// every start-up like the default settings; each puzzle is added once by its key, never overwritten.
import { CONNECTION_SEED_PUZZLES, ensureSeedPuzzles } from '#server/games';
import type { Database } from '../client';

/** Adds the shipped puzzles that are missing; returns how many it added (none after the first run). */
export function ensureConnectionPuzzles(db: Database): Promise<number> {
  return ensureSeedPuzzles(db, CONNECTION_SEED_PUZZLES);
}
