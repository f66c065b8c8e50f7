// The Islamic Connections puzzles every installation starts with (not demo data: the game needs them). Run at
// every start-up like the default settings; each puzzle is added once by its key, never overwritten (an existing
// one only gains the translations it lacks while it still has its shipped English).
import { CONNECTION_SEED_PUZZLES, ensureSeedPuzzles } from '#server/games';
import type { Database } from '../client';

/** Adds the shipped puzzles that are missing and their missing translations; how many of each (none after a run). */
export function ensureConnectionPuzzles(db: Database): Promise<{ added: number; translated: number }> {
  return ensureSeedPuzzles(db, CONNECTION_SEED_PUZZLES);
}
