// The thin "or" rule between the password form and Google sign-in.
import { useTranslation } from 'react-i18next';

export function OrDivider() {
  const { t } = useTranslation('auth');
  return (
    <div className="my-6 flex items-center gap-3 text-sm text-stone-600" aria-hidden="true">
      <span className="h-px flex-1 bg-stone-200" />
      {t('orDivider')}
      <span className="h-px flex-1 bg-stone-200" />
    </div>
  );
}
