// /creator/get-started: full name, bio, optional YouTube channel and expertise chips, then the Creator Studio.
import { type FormEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { Me } from '#shared/accounts.schema';
import { CREATOR_EXPERTISE, creatorSetupSchema } from '#shared/accounts.schema';
import { ErrorBanner } from '#web/components/banner';
import { Button } from '#web/components/button';
import { FormCard } from '#web/components/form-card';
import { TextAreaField, TextField } from '#web/components/form-field';
import { LoadingState, Spinner } from '#web/components/spinner';
import { errorMessage } from '#web/lib/api-client';
import { textFields } from '#web/lib/form-action';
import {
  type FieldErrors,
  fieldErrorsFromServer,
  focusFirstInvalid,
  validateForm,
} from '#web/lib/form-errors';
import { useMe } from '#web/lib/session';
import { useSaveCreatorSetup } from '../api/save-creator-setup';

type Expertise = (typeof CREATOR_EXPERTISE)[number];
const FIELDS = ['fullName', 'bio', 'youtubeChannelUrl', 'expertise'];

/** Each topic's label key (the value sent to the server stays the English one). */
const EXPERTISE_KEYS = {
  'Islamic Stories': 'islamicStories',
  Quran: 'quran',
  Arabic: 'arabic',
  Crafts: 'crafts',
  'Moral Lessons': 'moralLessons',
} as const satisfies Record<Expertise, string>;

/** A stored channel id (UC…) or handle (@…) back as the URL the field asks for. */
function channelUrlFor(channelId: string | null): string {
  if (!channelId) return '';
  return channelId.startsWith('@')
    ? `https://www.youtube.com/${channelId}`
    : `https://www.youtube.com/channel/${channelId}`;
}

function CreatorSetupForm({ me }: { me: Me }) {
  const { t } = useTranslation('creator-setup');
  const navigate = useNavigate();
  const save = useSaveCreatorSetup();
  const formRef = useRef<HTMLFormElement>(null);
  const profile = me.profile;
  const [initial] = useState({
    fullName: profile?.fullName || me.user.name || '',
    bio: profile?.bio ?? '',
    youtubeChannelUrl: channelUrlFor(profile?.youtubeChannelId ?? null),
  });
  const [expertise, setExpertise] = useState<Expertise[]>(() =>
    CREATOR_EXPERTISE.filter((item) => profile?.expertise.includes(item)),
  );
  const [errors, setErrors] = useState<FieldErrors>({});

  const toggle = (item: Expertise) =>
    setExpertise((current) =>
      current.includes(item) ? current.filter((entry) => entry !== item) : [...current, item],
    );

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const { fullName = '', bio = '', youtubeChannelUrl = '' } = textFields(event.currentTarget);
    const data = validateForm(
      creatorSetupSchema,
      { fullName, bio, youtubeChannelUrl, expertise },
      formRef.current,
      setErrors,
    );
    if (!data) return;
    save.mutate(data, {
      onSuccess: () => void navigate('/dashboard/creator', { replace: true }),
      onError: (error) => {
        const fieldErrors = fieldErrorsFromServer(error, FIELDS);
        setErrors(fieldErrors);
        focusFirstInvalid(formRef.current);
      },
    });
  };

  const busy = save.isPending || save.isSuccess;

  return (
    <FormCard title={t('title')} documentTitle={t('documentTitle')} icon="film" wide intro={t('intro')}>
      <div className="space-y-5">
        {save.isError ? <ErrorBanner>{errorMessage(save.error)}</ErrorBanner> : null}
        <form ref={formRef} noValidate onSubmit={handleSubmit} className="space-y-5">
          <TextField
            label={t('fields.fullName')}
            name="fullName"
            autoComplete="name"
            required
            defaultValue={initial.fullName}
            error={errors.fullName}
          />
          <TextAreaField
            label={t('fields.bio')}
            labelNote={t('fields.optional')}
            name="bio"
            maxLength={1000}
            hint={t('fields.bioHint')}
            defaultValue={initial.bio}
            error={errors.bio}
          />
          <TextField
            label={t('fields.channelUrl')}
            labelNote={t('fields.optional')}
            name="youtubeChannelUrl"
            type="url"
            inputMode="url"
            dir="ltr"
            autoComplete="url"
            placeholder={t('fields.channelUrlPlaceholder')}
            defaultValue={initial.youtubeChannelUrl}
            error={errors.youtubeChannelUrl}
          />
          <fieldset>
            <legend className="text-sm font-bold text-stone-900">{t('expertise.legend')}</legend>
            <p className="mt-1 text-sm text-stone-600">{t('expertise.hint')}</p>
            <div className="mt-2 flex flex-wrap gap-2">
              {CREATOR_EXPERTISE.map((item) => {
                const pressed = expertise.includes(item);
                return (
                  <button
                    key={item}
                    type="button"
                    aria-pressed={pressed}
                    onClick={() => toggle(item)}
                    className={`min-h-11 rounded-full border px-4 text-sm font-semibold transition-colors ${
                      pressed
                        ? 'border-teal-700 bg-teal-700 text-white hover:bg-teal-800'
                        : 'border-stone-400 bg-white text-stone-800 hover:bg-stone-100'
                    }`}
                  >
                    {t(`expertise.topics.${EXPERTISE_KEYS[item]}`)}
                  </button>
                );
              })}
            </div>
            {errors.expertise ? (
              <p className="mt-1 text-sm font-semibold text-red-700">{errors.expertise}</p>
            ) : null}
          </fieldset>
          <Button type="submit" size="lg" className="w-full sm:w-auto" disabled={busy}>
            {busy ? <Spinner /> : null}
            {t('submit')}
          </Button>
        </form>
      </div>
    </FormCard>
  );
}

export function CreatorSetupPage() {
  const me = useMe();
  // The route guard has already waited for a signed-in creator.
  if (!me.data) return <LoadingState />;
  return <CreatorSetupForm me={me.data} />;
}
