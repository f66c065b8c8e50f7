// The names the server writes in when it has none. Kept apart from the zod schemas so the web's first load
// (message-text.ts) can read them without pulling zod in.
/**
 * Names the server writes in when it has none (English by contract, like the messages): the web shows them through
 * messageText() in the viewer's language, and only when a name is exactly one of them — a creator really called
 * "Unknown creator" would read the same either way.
 */
export const FALLBACK_NAME_MESSAGES = {
  unknownCreator: 'Unknown creator',
} as const;

/** A feed item's creator name when the item has no creator profile (or the profile no name). */
export const UNKNOWN_CREATOR_NAME = FALLBACK_NAME_MESSAGES.unknownCreator;
