// The feed's search field: types freely, tells the page 300 ms after the last keystroke (or at once on Enter).
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigation } from 'react-router';
import { LIMITS } from '#shared/domain';

type SearchBoxProps = {
  /** The search currently in the URL. */
  value: string;
  onSearch: (text: string) => void;
};

export function SearchBox({ value, onSearch }: SearchBoxProps) {
  const { t } = useTranslation('feed');
  const inputId = useId();
  const [text, setText] = useState(value);
  const [lastValue, setLastValue] = useState(value);
  const timer = useRef<number | undefined>(undefined);

  // The URL can change without typing (Back button, a shared link, Clear): show it, unless it is what is being typed.
  if (value !== lastValue) {
    setLastValue(value);
    if (value !== text.trim()) setText(value);
  }

  // A click on a video starts a navigation that waits for the video page's data while this page stays on screen:
  // the path the router is going to, so a search still waiting does not take the visitor back to the feed.
  const navigation = useNavigation();
  const goingTo = useRef<string | undefined>(undefined);
  goingTo.current = navigation.location?.pathname;
  useEffect(() => () => window.clearTimeout(timer.current), []);

  const send = (next: string) => {
    window.clearTimeout(timer.current);
    const trimmed = next.trim();
    if (trimmed !== value) onSearch(trimmed);
  };

  const handleChange = (next: string) => {
    setText(next);
    window.clearTimeout(timer.current);
    // Only where it was typed: a visitor who has gone to another page meanwhile is not brought back.
    const typedAt = window.location.pathname;
    timer.current = window.setTimeout(() => {
      const leaving = goingTo.current !== undefined && goingTo.current !== typedAt;
      if (window.location.pathname === typedAt && !leaving) send(next);
    }, LIMITS.searchDebounceMs);
  };

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    send(text);
  };

  return (
    <search className="relative block min-w-0 flex-1">
      <form onSubmit={handleSubmit}>
        <label htmlFor={inputId} className="sr-only">
          {t('search.label')}
        </label>
        <svg
          className="pointer-events-none absolute top-1/2 start-3.5 size-5 -translate-y-1/2 text-stone-500"
          viewBox="0 0 24 24"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
          aria-hidden="true"
        >
          <circle cx="11" cy="11" r="7" />
          <path d="m20 20-3.5-3.5" />
        </svg>
        <input
          id={inputId}
          type="search"
          inputMode="search"
          enterKeyHint="search"
          autoComplete="off"
          maxLength={LIMITS.searchMaxLength}
          placeholder={t('search.placeholder')}
          value={text}
          onChange={(event) => handleChange(event.target.value)}
          className="min-h-11 w-full rounded-full border border-stone-300 bg-white py-2 pe-4 ps-11 text-base text-stone-900 shadow-sm placeholder:text-stone-500"
        />
      </form>
    </search>
  );
}
