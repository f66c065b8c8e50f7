// Good news for the child that outlives the screen it arrived on: the parent's "yes" to more time reaches the TV on
// the time-up screen, which then leaves for the TV's home by itself, so the words ("Yay! You have 15 more
// minutes.") are said again at the top of the home screen for a little while, big enough to read across the room.
import { createContext, useCallback, useEffect, useState } from 'react';

/** How long the news stays at the top of the screen. */
const NEWS_MS = 12_000;

/** Tells the child's TV shell some good news to show (the time-up screen's answers use it). */
export const TvChildNewsContext = createContext<(news: string) => void>(() => undefined);

/** The shell's news: the latest words, gone after a while. */
export function useChildNews(): [string | null, (news: string) => void] {
  const [news, setNews] = useState<{ text: string; at: number } | null>(null);
  useEffect(() => {
    if (!news) return;
    const timer = window.setTimeout(() => setNews(null), NEWS_MS);
    return () => window.clearTimeout(timer);
  }, [news]);
  const tell = useCallback((text: string) => setNews({ text, at: Date.now() }), []);
  return [news?.text ?? null, tell];
}

/** Where the news shows: a polite live region always in the page, so new words are read out once. */
export function TvChildNews({ news }: { news: string | null }) {
  return (
    <div aria-live="polite" aria-atomic="true">
      {news ? (
        <p
          data-testid="tv-child-news"
          className="mb-8 flex items-center gap-6 rounded-[2rem] bg-teal-100 px-10 py-6 text-4xl font-extrabold text-teal-950 shadow-lg ring-4 ring-amber-300"
        >
          <svg
            viewBox="0 0 24 24"
            className="size-14 shrink-0 text-amber-500"
            aria-hidden="true"
            focusable="false"
          >
            <path
              d="M12 2.5l2.7 5.8 6.3.8-4.6 4.4 1.2 6.3L12 16.7l-5.6 3.1 1.2-6.3L3 9.1l6.3-.8L12 2.5Z"
              fill="currentColor"
            />
          </svg>
          <span>{news}</span>
        </p>
      ) : null}
    </div>
  );
}
