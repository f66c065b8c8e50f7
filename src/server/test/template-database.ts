// The migrated database every test database is copied from.
export const TEMPLATE_DATABASE = 'qk_template';
