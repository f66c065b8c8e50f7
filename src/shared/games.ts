// The games of the child area (spec: snake, tetris, islamic-connections playable; the others listed as Coming
// Soon). The ids are used in routes (/games/<id>, /child/games/<id>), per-child high scores and screen-time
// heartbeats, so the server and the web share one list.
export const GAME_IDS = ['snake', 'tetris', 'islamic-connections'] as const;
export type GameId = (typeof GAME_IDS)[number];

/** The spec's local-storage keys for a visitor's top-5 scores (admin-and-api.md, local browser storage). */
export const HIGH_SCORE_STORAGE_KEYS = {
  snake: 'snakeHighScores',
  tetris: 'tetrisHighScores',
} as const;

export const TOP_SCORES_KEPT = 5;
