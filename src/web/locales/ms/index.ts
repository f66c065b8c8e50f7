// Every namespace of this locale in one chunk, loaded only when the locale is used (lib/i18n/load-locale.ts). The long
// legal texts are left out: the legal pages load them on their own (features/site/lib/use-legal-texts.ts).
export default import.meta.glob<Record<string, unknown>>(['./*.json', '!./legal.json'], {
  eager: true,
  import: 'default',
});
