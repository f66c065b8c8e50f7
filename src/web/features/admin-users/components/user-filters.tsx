// The All Users filters: search (name or e-mail), role, subscription, status, city and a join-date range. Kept in the
// address (so a filtered list can be shared and survives a reload) and applied on the server.
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { USER_STATUSES } from '#shared/admin-users.schema';
import { SUBSCRIPTION_TIERS, USER_ROLES } from '#shared/domain';
import { Button } from '#web/components/button';
import { TextField } from '#web/components/form-field';
import { SelectField } from '#web/components/select-field';
import { textFields } from '#web/lib/form-action';
import { FILTER_NAMES, type UserFilters } from '../api/get-admin-users';
import { useUserLabels } from '../lib/labels';

type Draft = Omit<UserFilters, 'page'>;

export function UserFiltersForm({
  filters,
  onApply,
}: {
  filters: UserFilters;
  onApply: (filters: Draft) => void;
}) {
  const { t } = useTranslation('admin-users');
  const labels = useUserLabels();
  const [draft, setDraft] = useState<Draft>(() => {
    const { page: _page, ...rest } = filters;
    return rest;
  });
  // Clearing draws the text fields afresh (they hold what was typed; the form reads them when applied).
  const [round, setRound] = useState(0);
  const set = (name: keyof Draft) => (value: string) =>
    setDraft((current) => ({ ...current, [name]: value }));
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const typed = textFields(event.currentTarget);
    onApply({
      ...draft,
      q: typed.q ?? '',
      city: typed.city ?? '',
      joinedFrom: typed.joinedFrom ?? '',
      joinedTo: typed.joinedTo ?? '',
    });
  };
  const clear = () => {
    const empty = Object.fromEntries(FILTER_NAMES.map((name) => [name, ''])) as Draft;
    setDraft(empty);
    setRound((current) => current + 1);
    onApply(empty);
  };
  return (
    <form
      key={round}
      onSubmit={submit}
      aria-label={t('filters.label')}
      className="rounded-3xl border border-stone-200 bg-white p-4 shadow-sm sm:p-5"
    >
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
        <TextField
          className="sm:col-span-2"
          label={t('filters.search')}
          type="search"
          placeholder={t('filters.searchPlaceholder')}
          name="q"
          defaultValue={draft.q}
          maxLength={100}
        />
        <SelectField
          label={t('filters.role')}
          value={draft.role}
          onValueChange={set('role')}
          placeholder={t('filters.any')}
          options={USER_ROLES.map((role) => ({ value: role, label: labels.role(role) }))}
        />
        <SelectField
          label={t('filters.subscription')}
          value={draft.tier}
          onValueChange={set('tier')}
          placeholder={t('filters.any')}
          options={SUBSCRIPTION_TIERS.map((tier) => ({ value: tier, label: labels.tier(tier) }))}
        />
        <SelectField
          label={t('filters.status')}
          value={draft.status}
          onValueChange={set('status')}
          placeholder={t('filters.any')}
          options={USER_STATUSES.map((status) => ({ value: status, label: labels.status(status) }))}
        />
        <TextField label={t('filters.city')} name="city" defaultValue={draft.city} maxLength={100} />
        <TextField
          label={t('filters.joinedFrom')}
          type="date"
          name="joinedFrom"
          defaultValue={draft.joinedFrom}
        />
        <TextField label={t('filters.joinedTo')} type="date" name="joinedTo" defaultValue={draft.joinedTo} />
      </div>
      <div className="mt-4 flex flex-wrap justify-end gap-2">
        <Button variant="ghost" onClick={clear}>
          {t('filters.clear')}
        </Button>
        <Button type="submit">{t('filters.apply')}</Button>
      </div>
    </form>
  );
}
