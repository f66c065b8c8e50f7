// Every namespace of this locale in one chunk, loaded only when the locale is used (lib/i18n/load-locale.ts).
export default import.meta.glob<Record<string, unknown>>('./*.json', { eager: true, import: 'default' });
