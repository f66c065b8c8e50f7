import type { Database } from '../client';
export async function seedDemoIfEmpty(_db: Database): Promise<{ videos: number } | null> {
  return null;
}
