// The add/edit form of a Connections puzzle: title, level, and per group a theme and its tiles (young tiles also
// choose a picture), in English; then the same title, themes and words in each other language ("Words in"), each
// field showing its English beside it. A language left empty is not sent (children reading it see English).
// Checked with the shared schema before sending; every field's error is shown at once and the first invalid field
// takes focus (in the language that has it). The server checks the same schema; its issues land on the same fields.
import { type FormEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  CONNECTION_LEVELS,
  CONNECTION_LIMITS,
  CONNECTION_PICTURES,
  CONNECTION_SHAPES,
  CONNECTION_TRANSLATION_LOCALES,
  type ConnectionLevel,
  type ConnectionPuzzleAdmin,
  type ConnectionTranslationLocale,
  connectionPuzzleInputSchema,
} from '#shared/connections.schema';
import { LOCALE_NAMES } from '#shared/locales';
import { ErrorBanner } from '#web/components/banner';
import { Button } from '#web/components/button';
import { TextField } from '#web/components/form-field';
import { SelectField } from '#web/components/select-field';
import { ApiError, errorMessage } from '#web/lib/api-client';
import { focusFirstInvalid } from '#web/lib/form-errors';
import { issueText } from '#web/lib/i18n/message-text';
import { Picture } from '../components/pictures';
import { useSavePuzzle } from './api';

type TileDraft = { text: string; picture: string };
type GroupDraft = { theme: string; tiles: TileDraft[] };
type WordsDraft = { title: string; groups: { theme: string; tiles: string[] }[] };
type Draft = {
  title: string;
  level: ConnectionLevel;
  groups: GroupDraft[];
  translations: Record<ConnectionTranslationLocale, WordsDraft>;
};
type Errors = Record<string, string>;
type Shown = 'en' | ConnectionTranslationLocale;

/** A language's words reshaped to the level's board, keeping what was typed. */
function shapedWords(level: ConnectionLevel, words: Partial<WordsDraft> | undefined): WordsDraft {
  const shape = CONNECTION_SHAPES[level];
  return {
    title: words?.title ?? '',
    groups: Array.from({ length: shape.groups }, (_, g) => ({
      theme: words?.groups?.[g]?.theme ?? '',
      tiles: Array.from({ length: shape.tilesPerGroup }, (_, i) => words?.groups?.[g]?.tiles[i] ?? ''),
    })),
  };
}

function translationsOf(
  level: ConnectionLevel,
  from: Partial<Record<ConnectionTranslationLocale, Partial<WordsDraft>>>,
): Draft['translations'] {
  return Object.fromEntries(
    CONNECTION_TRANSLATION_LOCALES.map((locale) => [locale, shapedWords(level, from[locale])]),
  ) as Draft['translations'];
}

const isEmpty = (words: WordsDraft) =>
  !words.title.trim() && words.groups.every((g) => !g.theme.trim() && g.tiles.every((tile) => !tile.trim()));

/** The draft reshaped to the level's board, keeping what was typed. */
function shaped(level: ConnectionLevel, groups: GroupDraft[]): GroupDraft[] {
  const shape = CONNECTION_SHAPES[level];
  return Array.from({ length: shape.groups }, (_, g) => ({
    theme: groups[g]?.theme ?? '',
    tiles: Array.from({ length: shape.tilesPerGroup }, (_, i) => ({
      text: groups[g]?.tiles[i]?.text ?? '',
      picture: groups[g]?.tiles[i]?.picture ?? '',
    })),
  }));
}

function draftOf(puzzle: ConnectionPuzzleAdmin | null): Draft {
  if (!puzzle)
    return {
      title: '',
      level: 'standard',
      groups: shaped('standard', []),
      translations: translationsOf('standard', {}),
    };
  return {
    title: puzzle.title,
    level: puzzle.level,
    translations: translationsOf(puzzle.level, puzzle.translations),
    groups: shaped(
      puzzle.level,
      puzzle.groups.map((group) => ({
        theme: group.theme,
        tiles: group.tiles.map((tile) => ({ text: tile.text, picture: tile.picture ?? '' })),
      })),
    ),
  };
}

function inputOf(draft: Draft) {
  return {
    title: draft.title,
    level: draft.level,
    groups: draft.groups.map((group) => ({
      theme: group.theme,
      tiles: group.tiles.map((tile) =>
        draft.level === 'young' && tile.picture
          ? { text: tile.text, picture: tile.picture }
          : { text: tile.text },
      ),
    })),
    translations: Object.fromEntries(
      CONNECTION_TRANSLATION_LOCALES.filter((locale) => !isEmpty(draft.translations[locale])).map(
        (locale) => [locale, draft.translations[locale]],
      ),
    ),
  };
}

/** Every issue on its field (the first message per field), by its dotted path. */
function errorsOf(
  issues: readonly (Parameters<typeof issueText>[0] & { path: readonly PropertyKey[] | string })[],
): Errors {
  const errors: Errors = {};
  for (const issue of issues) {
    const key = typeof issue.path === 'string' ? issue.path : issue.path.map(String).join('.');
    if (errors[key] === undefined) errors[key] = issueText(issue);
  }
  return errors;
}

export function PuzzleForm({ puzzle, onDone }: { puzzle: ConnectionPuzzleAdmin | null; onDone: () => void }) {
  const { t } = useTranslation('connections');
  const [draft, setDraft] = useState<Draft>(() => draftOf(puzzle));
  const [errors, setErrors] = useState<Errors>({});
  const [shown, setShown] = useState<Shown>('en');
  const form = useRef<HTMLFormElement>(null);
  const save = useSavePuzzle();

  /** Shows the errors, in English first, else in the first language that has one, and focuses the first. */
  const showErrors = (next: Errors) => {
    setErrors(next);
    const keys = Object.keys(next);
    const inEnglish = keys.some((key) => !key.startsWith('translations.'));
    const language = CONNECTION_TRANSLATION_LOCALES.find((locale) =>
      keys.some((key) => key.startsWith(`translations.${locale}.`) || key === `translations.${locale}`),
    );
    const target: Shown = inEnglish || !language ? 'en' : language;
    setShown(target);
    // After the chosen language's fields are on screen.
    window.requestAnimationFrame(() => focusFirstInvalid(form.current));
  };
  const setWords = (change: (words: WordsDraft) => WordsDraft) =>
    setDraft((current) =>
      shown === 'en'
        ? current
        : {
            ...current,
            translations: { ...current.translations, [shown]: change(current.translations[shown]) },
          },
    );

  const setGroup = (g: number, change: (group: GroupDraft) => GroupDraft) =>
    setDraft((current) => ({
      ...current,
      groups: current.groups.map((group, index) => (index === g ? change(group) : group)),
    }));
  const setTile = (g: number, i: number, change: Partial<TileDraft>) =>
    setGroup(g, (group) => ({
      ...group,
      tiles: group.tiles.map((tile, index) => (index === i ? { ...tile, ...change } : tile)),
    }));

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = connectionPuzzleInputSchema.safeParse(inputOf(draft));
    if (!parsed.success) {
      showErrors(errorsOf(parsed.error.issues));
      return;
    }
    setErrors({});
    save.mutate(
      { id: puzzle?.id ?? null, input: parsed.data },
      {
        onSuccess: onDone,
        onError: (error) => {
          if (error instanceof ApiError && error.issues.length > 0) showErrors(errorsOf(error.issues));
        },
      },
    );
  };

  const pictureOptions = CONNECTION_PICTURES.map((name) => ({ value: name, label: t(`pictures.${name}`) }));
  const levelOptions = CONNECTION_LEVELS.map((level) => ({
    value: level,
    label: t(`admin.levels.${level}`),
  }));

  return (
    <form ref={form} noValidate onSubmit={onSubmit} className="space-y-5">
      {save.isError ? <ErrorBanner>{errorMessage(save.error)}</ErrorBanner> : null}
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={t('admin.form.title')}
          name="title"
          defaultValue={draft.title}
          onValueChange={(title) => setDraft((current) => ({ ...current, title }))}
          error={errors.title}
          maxLength={CONNECTION_LIMITS.titleMax}
          translate="no"
          dir="auto"
        />
        <SelectField
          label={t('admin.form.level')}
          value={draft.level}
          onValueChange={(value) => {
            const level = value as ConnectionLevel;
            setDraft((current) => ({
              ...current,
              level,
              groups: shaped(level, current.groups),
              translations: translationsOf(level, current.translations),
            }));
          }}
          options={levelOptions}
          error={errors.level}
        />
      </div>
      <SelectField
        label={t('admin.form.language')}
        hint={t('admin.form.languageHint')}
        value={shown}
        onValueChange={(value) => setShown(value as Shown)}
        options={(['en', ...CONNECTION_TRANSLATION_LOCALES] as const).map((locale) => ({
          value: locale,
          label: LOCALE_NAMES[locale],
          translate: 'no' as const,
        }))}
      />
      {shown === 'en' ? null : (
        <TranslationFields
          key={shown}
          language={shown}
          draft={draft}
          words={draft.translations[shown]}
          errors={errors}
          onChange={setWords}
        />
      )}
      {shown !== 'en' ? null : errors.groups ? (
        <p className="text-sm font-semibold text-red-700">{errors.groups}</p>
      ) : null}
      {shown !== 'en'
        ? null
        : draft.groups.map((group, g) => (
            <fieldset
              // biome-ignore lint/suspicious/noArrayIndexKey: groups are positions on the board.
              key={g}
              className="space-y-3 rounded-2xl border border-stone-300 p-4"
            >
              <legend className="px-1 text-base font-bold text-stone-900">
                {t('admin.form.group', { number: g + 1 })}
              </legend>
              <TextField
                label={t('admin.form.theme')}
                name={`groups.${g}.theme`}
                defaultValue={group.theme}
                onValueChange={(theme) => setGroup(g, (current) => ({ ...current, theme }))}
                error={errors[`groups.${g}.theme`]}
                maxLength={CONNECTION_LIMITS.themeMax}
                translate="no"
                dir="auto"
              />
              {errors[`groups.${g}.tiles`] ? (
                <p className="text-sm font-semibold text-red-700">{errors[`groups.${g}.tiles`]}</p>
              ) : null}
              <div
                className={`grid gap-3 ${draft.level === 'young' ? 'sm:grid-cols-2' : 'grid-cols-2 sm:grid-cols-4'}`}
              >
                {group.tiles.map((tile, i) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: tiles are positions in their group.
                  <div key={i} className="space-y-2">
                    <TextField
                      label={t('admin.form.tile', { number: i + 1 })}
                      name={`groups.${g}.tiles.${i}.text`}
                      defaultValue={tile.text}
                      onValueChange={(text) => setTile(g, i, { text })}
                      error={errors[`groups.${g}.tiles.${i}.text`]}
                      maxLength={CONNECTION_LIMITS.tileMax}
                      translate="no"
                      dir="auto"
                    />
                    {draft.level === 'young' ? (
                      <div className="flex items-end gap-2">
                        <SelectField
                          className="grow"
                          label={t('admin.form.picture', { number: i + 1 })}
                          value={tile.picture}
                          onValueChange={(picture) => setTile(g, i, { picture })}
                          options={pictureOptions}
                          placeholder={t('admin.form.choosePicture')}
                          error={errors[`groups.${g}.tiles.${i}.picture`]}
                        />
                        {tile.picture ? (
                          <Picture name={tile.picture} className="mb-1 size-10 shrink-0" />
                        ) : null}
                      </div>
                    ) : null}
                  </div>
                ))}
              </div>
            </fieldset>
          ))}
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="secondary" onClick={onDone}>
          {t('admin.form.cancel')}
        </Button>
        <Button type="submit" disabled={save.isPending}>
          {puzzle ? t('admin.form.saveChanges') : t('admin.form.create')}
        </Button>
      </div>
    </form>
  );
}

/** One language's title, themes and words, each field with its English text as a hint. */
function TranslationFields({
  language,
  draft,
  words,
  errors,
  onChange,
}: {
  language: ConnectionTranslationLocale;
  draft: Draft;
  words: WordsDraft;
  errors: Errors;
  onChange: (change: (words: WordsDraft) => WordsDraft) => void;
}) {
  const { t } = useTranslation('connections');
  const base = `translations.${language}`;
  const english = (text: string) => t('admin.form.english', { text: text || '—' });
  const setGroup = (
    g: number,
    change: (group: WordsDraft['groups'][number]) => WordsDraft['groups'][number],
  ) =>
    onChange((current) => ({
      ...current,
      groups: current.groups.map((group, index) => (index === g ? change(group) : group)),
    }));
  return (
    <div lang={language} dir="auto" className="space-y-5">
      {errors[`${base}.groups`] ? (
        <p className="text-sm font-semibold text-red-700">{errors[`${base}.groups`]}</p>
      ) : null}
      <TextField
        label={t('admin.form.titleIn', { language: LOCALE_NAMES[language] })}
        hint={english(draft.title)}
        name={`${base}.title`}
        defaultValue={words.title}
        onValueChange={(title) => onChange((current) => ({ ...current, title }))}
        error={errors[`${base}.title`]}
        maxLength={CONNECTION_LIMITS.titleMax}
        translate="no"
        dir="auto"
      />
      {words.groups.map((group, g) => (
        <fieldset
          // biome-ignore lint/suspicious/noArrayIndexKey: groups are positions on the board.
          key={g}
          className="space-y-3 rounded-2xl border border-stone-300 p-4"
        >
          <legend className="px-1 text-base font-bold text-stone-900">
            {t('admin.form.group', { number: g + 1 })}
          </legend>
          <TextField
            label={t('admin.form.theme')}
            hint={english(draft.groups[g]?.theme ?? '')}
            name={`${base}.groups.${g}.theme`}
            defaultValue={group.theme}
            onValueChange={(theme) => setGroup(g, (current) => ({ ...current, theme }))}
            error={errors[`${base}.groups.${g}.theme`]}
            maxLength={CONNECTION_LIMITS.themeMax}
            translate="no"
            dir="auto"
          />
          {errors[`${base}.groups.${g}.tiles`] ? (
            <p className="text-sm font-semibold text-red-700">{errors[`${base}.groups.${g}.tiles`]}</p>
          ) : null}
          <div
            className={`grid gap-3 ${draft.level === 'young' ? 'sm:grid-cols-2' : 'grid-cols-2 sm:grid-cols-4'}`}
          >
            {group.tiles.map((tile, i) => (
              <TextField
                // biome-ignore lint/suspicious/noArrayIndexKey: tiles are positions in their group.
                key={i}
                label={t('admin.form.tile', { number: i + 1 })}
                hint={english(draft.groups[g]?.tiles[i]?.text ?? '')}
                name={`${base}.groups.${g}.tiles.${i}`}
                defaultValue={tile}
                onValueChange={(text) =>
                  setGroup(g, (current) => ({
                    ...current,
                    tiles: current.tiles.map((old, index) => (index === i ? text : old)),
                  }))
                }
                error={errors[`${base}.groups.${g}.tiles.${i}`]}
                maxLength={CONNECTION_LIMITS.tileMax}
                translate="no"
                dir="auto"
              />
            ))}
          </div>
        </fieldset>
      ))}
    </div>
  );
}
