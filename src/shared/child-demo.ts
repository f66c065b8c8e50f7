// The children's screen tried by a visitor, with no account and nothing recorded: the landing page's "Try Kids'
// Experience" and onboarding's "Just watch videos" for a child open it; the web's child-mode feature draws it over
// GET /api/demo/child-feed (the server's DEMO_CHILD_POLICY). A module of its own: the landing page imports it, and
// nothing else should come with it into that page's first load.
export const CHILD_DEMO_PATH = '/child/demo';
