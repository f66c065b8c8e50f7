// Publishing asks nothing and can be undone for a short while: how long, and the refusal.
export const PUBLISH_UNDO = {
  /** The web offers Undo this long after a publication… */
  offerMs: 10_000,
  /** …and the server accepts it a little longer (a slow network, a click in the last second). */
  acceptMs: 30_000,
  tooLate: 'publicationNoLongerUndone',
} as const;
