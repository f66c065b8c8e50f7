// Ask Qamar beside an exercise in child mode: the button, then a panel that says the parent can read the chats, two
// suggested questions, a short text box, the reply as it streams (a refusal or a safe replacement shown in the child's
// language), and today's questions left, said kindly when they run out. Draws nothing when the helper is not there.
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Locale } from '#shared/locales';
import type { Exercise } from '#shared/tutor/exercise';
import {
  HELPER_SUGGESTIONS,
  type HelperStreamEvent,
  type HelperSuggestion,
  TUTOR_HELPER_LIMITS,
} from '#shared/tutor-helper';
import { ErrorBanner, InfoBanner } from '#web/components/banner';
import { Button } from '#web/components/button';
import { INPUT_CLASSES } from '#web/components/form-field';
import { Spinner } from '#web/components/spinner';
import { ApiError, errorMessage } from '#web/lib/api-client';
import { askHelper } from '../api/ask-helper';
import { useHelperStatus } from '../api/helper-status';

type Line =
  | { id: number; from: 'child'; text: string }
  | { id: number; from: 'qamar'; text: string; fixed: boolean };

/**
 * `lessonId` and `index` name the exercise on screen in the child's lesson (the server reads it from there);
 * `exercise` is the same exercise, whose id starts a new conversation when it changes.
 */
export function AskQamarPanel({
  exercise,
  lessonId,
  index,
}: {
  exercise: Exercise;
  lessonId: string;
  index: number;
}) {
  const { t, i18n } = useTranslation('tutor-helper');
  const status = useHelperStatus();
  const [open, setOpen] = useState(false);
  const [lines, setLines] = useState<Line[]>([]);
  const [pending, setPending] = useState(false);
  const [left, setLeft] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const panelId = useId();
  const titleId = useId();
  const inputId = useId();
  const nextId = useRef(0);
  const formRef = useRef<HTMLFormElement>(null);
  const abort = useRef<AbortController | null>(null);

  // A new exercise starts a new conversation (the server climbs a new ladder for it too).
  // biome-ignore lint/correctness/useExhaustiveDependencies: the exercise's id is what changes the conversation
  useEffect(() => {
    abort.current?.abort();
    setLines([]);
    setError(null);
  }, [exercise.id]);
  useEffect(() => () => abort.current?.abort(), []);

  if (!status.data?.available) return null;
  const questionsLeft = left ?? status.data.left;
  const capReached = questionsLeft <= 0;

  const send = async (input: { question?: string; suggestion?: HelperSuggestion }, childText: string) => {
    if (pending || capReached) return;
    const controller = new AbortController();
    abort.current = controller;
    setPending(true);
    setError(null);
    const childLine: Line = { id: nextId.current++, from: 'child', text: childText };
    const replyId = nextId.current++;
    setLines((current) => [...current, childLine, { id: replyId, from: 'qamar', text: '', fixed: false }]);
    const update = (change: (line: Extract<Line, { from: 'qamar' }>) => Extract<Line, { from: 'qamar' }>) =>
      setLines((current) =>
        current.map((line) => (line.id === replyId && line.from === 'qamar' ? change(line) : line)),
      );
    const onEvent = (event: HelperStreamEvent) => {
      if (event.type === 'start' || event.type === 'done') setLeft(event.left);
      else if (event.type === 'text') update((line) => ({ ...line, text: line.text + event.text }));
      else if (event.type === 'replace')
        update((line) => ({ ...line, text: t(`replacements.${event.reason}`), fixed: true }));
      else if (event.type === 'refusal')
        update((line) => ({ ...line, text: t(`refusals.${event.reason}`), fixed: true }));
    };
    try {
      await askHelper(
        { lessonId, index, ...input, locale: i18n.language as Locale },
        onEvent,
        controller.signal,
      );
    } catch (caught) {
      if (controller.signal.aborted) return;
      setLines((current) => current.filter((line) => line.id !== replyId));
      if (caught instanceof ApiError && caught.status === 429) setLeft(0);
      else setError(errorMessage(caught));
    } finally {
      if (abort.current === controller) {
        abort.current = null;
        setPending(false);
      }
    }
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const field = event.currentTarget.elements.namedItem('question');
    const question = field instanceof HTMLInputElement ? field.value.trim() : '';
    if (!question) return;
    formRef.current?.reset();
    void send({ question }, question);
  };

  return (
    <div className="space-y-3">
      <Button
        variant={open ? 'secondary' : 'primary'}
        size="lg"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((value) => !value)}
      >
        <span aria-hidden="true">🌙</span>
        {open ? t('panel.close') : t('panel.open')}
      </Button>
      {open ? (
        <section
          id={panelId}
          aria-labelledby={titleId}
          className="space-y-4 rounded-3xl border border-teal-200 bg-white p-4 shadow-sm sm:p-5"
        >
          <h2 id={titleId} className="text-xl font-bold text-stone-900">
            {t('panel.title')}
          </h2>
          <InfoBanner>
            <span aria-hidden="true">👁️ </span>
            {t('panel.parentCanRead')}
          </InfoBanner>
          <p className="text-base text-stone-700">{t('panel.intro')}</p>

          <ol aria-live="polite" aria-busy={pending} className="space-y-2">
            {lines.map((line) => (
              <li
                key={line.id}
                className={
                  line.from === 'child'
                    ? 'ms-8 rounded-2xl bg-teal-50 px-4 py-2 text-stone-900'
                    : 'me-8 rounded-2xl bg-stone-100 px-4 py-2 text-stone-900'
                }
              >
                <span className="block text-xs font-bold text-stone-600">
                  {line.from === 'child' ? t('panel.you') : t('panel.qamar')}
                </span>
                {line.text ? (
                  <span className="text-lg" dir="auto">
                    {line.text}
                  </span>
                ) : (
                  <span className="inline-flex items-center gap-2 text-stone-700">
                    <Spinner className="size-4" />
                    {t('panel.thinking')}
                  </span>
                )}
              </li>
            ))}
          </ol>

          {error ? <ErrorBanner>{error}</ErrorBanner> : null}

          {capReached ? (
            <p
              role="status"
              className="rounded-2xl bg-amber-50 px-4 py-3 text-base font-semibold text-amber-950"
            >
              {t('panel.capReached')}
            </p>
          ) : (
            <>
              <fieldset className="flex flex-wrap gap-2">
                <legend className="sr-only">{t('panel.suggestions')}</legend>
                {HELPER_SUGGESTIONS.map((suggestion) => (
                  <Button
                    key={suggestion}
                    variant="secondary"
                    disabled={pending}
                    onClick={() => void send({ suggestion }, t(`suggestions.${suggestion}`))}
                  >
                    {t(`suggestions.${suggestion}`)}
                  </Button>
                ))}
              </fieldset>
              <form ref={formRef} onSubmit={submit} className="flex flex-wrap items-end gap-2">
                <div className="min-w-0 flex-1">
                  <label htmlFor={inputId} className="mb-1 block text-sm font-semibold text-stone-900">
                    {t('panel.questionLabel')}
                  </label>
                  <input
                    id={inputId}
                    name="question"
                    type="text"
                    dir="auto"
                    autoComplete="off"
                    maxLength={TUTOR_HELPER_LIMITS.questionMaxChars}
                    className={`${INPUT_CLASSES} border-stone-300`}
                  />
                </div>
                <Button type="submit" disabled={pending}>
                  {t('panel.send')}
                </Button>
              </form>
              <p className="text-sm text-stone-600">{t('panel.left', { number: questionsLeft })}</p>
            </>
          )}
        </section>
      ) : null}
    </div>
  );
}
