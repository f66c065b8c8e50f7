// TV Search: an on-screen keyboard (letters, digits, space, delete, clear) moved through with the arrows; results
// appear as the query is typed (debounced), in the four-column grid. The child's TV search is the same screen over
// the child's feed (GET /api/child/feed?q=, the child's rules applied on the server).
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FeedPage } from '#shared/feed.schema';
import { useTvFeed } from '../api/tv-api';
import { TvFocusable } from '../components/tv-focusable';
import { TvEmpty, TvScreenFrame } from '../components/tv-screen';
import { TvSection } from '../components/tv-section';
import { TvGridCards } from '../components/tv-video-card';
import { applyKey, KEYBOARD_ROWS, type KeyboardKey, keyId } from '../lib/on-screen-keyboard';

const DEBOUNCE_MS = 350;

function useDebounced(value: string): string {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = window.setTimeout(() => setDebounced(value), DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [value]);
  return debounced;
}

function KeyLabel({ entry }: { entry: KeyboardKey }) {
  const { t } = useTranslation('tv');
  if (entry.kind === 'char') return <span dir="ltr">{entry.char.toUpperCase()}</span>;
  return <span>{t(`search.keys.${entry.kind}`)}</span>;
}

/** The results for a query: the family's feed, or the child's (through the child's rules on the server). */
export type TvSearchResults = (query: string, enabled: boolean) => { data?: FeedPage; isFetching: boolean };

export function TvSearchScreen({ screen, useResults }: { screen: string; useResults: TvSearchResults }) {
  const { t } = useTranslation('tv');
  const [query, setQuery] = useState('');
  const debounced = useDebounced(query.trim());
  const results = useResults(debounced, debounced.length > 0);
  const items = debounced ? (results.data?.items ?? []) : [];
  return (
    <TvScreenFrame
      screen={screen}
      title={t('nav.search')}
      firstFocus={`search-key-${keyId({ kind: 'char', char: 'a' })}`}
      ready
    >
      <div className="flex flex-col gap-8">
        <output
          aria-live="polite"
          aria-label={t('search.query')}
          dir="auto"
          className="block min-h-20 rounded-3xl bg-white px-8 py-4 text-4xl font-bold text-teal-950"
        >
          {query || <span className="text-stone-500">{t('search.placeholder')}</span>}
        </output>
        <TvSection focusKey="search-keyboard" label={t('search.keyboard')}>
          <div dir="ltr" className="flex flex-col gap-3 p-3">
            {KEYBOARD_ROWS.map((row, rowIndex) => (
              <div
                key={row.map(keyId).join()}
                className={`grid gap-3 ${rowIndex < 4 ? 'grid-cols-10' : 'grid-cols-3'}`}
              >
                {row.map((entry) => (
                  <TvFocusable
                    key={keyId(entry)}
                    focusKey={`search-key-${keyId(entry)}`}
                    onPress={() => setQuery((current) => applyKey(current, entry))}
                    {...(entry.kind === 'char' ? {} : { label: t(`search.keys.${entry.kind}`) })}
                    className="rounded-2xl bg-teal-800 py-3 text-3xl font-bold"
                  >
                    <KeyLabel entry={entry} />
                  </TvFocusable>
                ))}
              </div>
            ))}
          </div>
        </TvSection>
        <TvSection as="section" focusKey="search-results" label={t('search.results')}>
          {items.length > 0 ? (
            <TvGridCards gridKey="search" items={items} />
          ) : debounced && !results.isFetching ? (
            <TvEmpty>{t('search.none', { query: debounced })}</TvEmpty>
          ) : null}
        </TvSection>
      </div>
    </TvScreenFrame>
  );
}

const useFamilyResults: TvSearchResults = (query, enabled) => useTvFeed({ q: query }, enabled);

export function TvSearchPage() {
  return <TvSearchScreen screen="search" useResults={useFamilyResults} />;
}
