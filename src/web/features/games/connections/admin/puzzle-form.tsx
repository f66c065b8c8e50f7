// The add/edit form of a Connections puzzle: title, level, and per group a theme and its tiles (young tiles also
// choose a picture). Checked with the shared schema before sending; every field's error is shown at once and the
// first invalid field takes focus. The server checks the same schema and its issues land on the same fields.
import { type FormEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  CONNECTION_LEVELS,
  CONNECTION_LIMITS,
  CONNECTION_PICTURES,
  CONNECTION_SHAPES,
  type ConnectionLevel,
  type ConnectionPuzzleAdmin,
  connectionPuzzleInputSchema,
} from '#shared/connections.schema';
import { ErrorBanner } from '#web/components/banner';
import { Button } from '#web/components/button';
import { TextField } from '#web/components/form-field';
import { SelectField } from '#web/components/select-field';
import { ApiError, errorMessage } from '#web/lib/api-client';
import { focusFirstInvalid } from '#web/lib/form-errors';
import { messageText } from '#web/lib/i18n/message-text';
import { Picture } from '../components/pictures';
import { useSavePuzzle } from './api';

type TileDraft = { text: string; picture: string };
type GroupDraft = { theme: string; tiles: TileDraft[] };
type Draft = { title: string; level: ConnectionLevel; groups: GroupDraft[] };
type Errors = Record<string, string>;

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
  if (!puzzle) return { title: '', level: 'standard', groups: shaped('standard', []) };
  return {
    title: puzzle.title,
    level: puzzle.level,
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
  };
}

/** Every issue on its field (the first message per field), by its dotted path. */
function errorsOf(issues: readonly { path: readonly PropertyKey[] | string; message: string }[]): Errors {
  const errors: Errors = {};
  for (const issue of issues) {
    const key = typeof issue.path === 'string' ? issue.path : issue.path.map(String).join('.');
    if (errors[key] === undefined) errors[key] = messageText(issue.message);
  }
  return errors;
}

export function PuzzleForm({ puzzle, onDone }: { puzzle: ConnectionPuzzleAdmin | null; onDone: () => void }) {
  const { t } = useTranslation('connections');
  const [draft, setDraft] = useState<Draft>(() => draftOf(puzzle));
  const [errors, setErrors] = useState<Errors>({});
  const form = useRef<HTMLFormElement>(null);
  const save = useSavePuzzle();

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
      setErrors(errorsOf(parsed.error.issues));
      focusFirstInvalid(form.current);
      return;
    }
    setErrors({});
    save.mutate(
      { id: puzzle?.id ?? null, input: parsed.data },
      {
        onSuccess: onDone,
        onError: (error) => {
          if (error instanceof ApiError && error.issues.length > 0) {
            setErrors(errorsOf(error.issues));
            focusFirstInvalid(form.current);
          }
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
          value={draft.title}
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
            setDraft((current) => ({ ...current, level, groups: shaped(level, current.groups) }));
          }}
          options={levelOptions}
          error={errors.level}
        />
      </div>
      {errors.groups ? <p className="text-sm font-semibold text-red-700">{errors.groups}</p> : null}
      {draft.groups.map((group, g) => (
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
            value={group.theme}
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
                  value={tile.text}
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
                    {tile.picture ? <Picture name={tile.picture} className="mb-1 size-10 shrink-0" /> : null}
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
