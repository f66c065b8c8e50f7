// "Check": the try of an exercise answered by moving something (the number line's marker, the clock's hands).
import { useTranslation } from 'react-i18next';
import { useVariant } from '../lib/variant';
import { TickIcon } from './icons';
import { Target } from './target';

export function CheckButton({
  exerciseId,
  onPress,
  disabled,
}: {
  exerciseId: string;
  onPress: () => void;
  disabled: boolean;
}) {
  const { t } = useTranslation('learn');
  const tv = useVariant() === 'tv';
  return (
    <Target
      exerciseId={exerciseId}
      name="check"
      disabled={disabled}
      onPress={onPress}
      className={`inline-flex items-center justify-center gap-3 rounded-full bg-teal-700 px-8 font-extrabold text-white shadow-sm hover:bg-teal-800 aria-disabled:opacity-60 ${
        tv ? 'min-h-28 text-4xl' : 'min-h-16 text-2xl'
      }`}
    >
      <TickIcon className={tv ? 'size-12' : 'size-8'} />
      {t('check')}
    </Target>
  );
}
