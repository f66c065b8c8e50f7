// The values questions a creator answers about their video (submission and upload forms), in plain words; the
// server keeps the answers as the creator's declaration and as the item's first published values.
import { useTranslation } from 'react-i18next';
import { type ValueChoices, ValueQuestions } from '#web/components/value-questions';
import { messageText } from '#web/lib/i18n/message-text';

export function CreatorValueQuestions({
  name,
  value,
  onChange,
  error,
}: {
  name: string;
  value: ValueChoices;
  onChange: (axis: keyof ValueChoices, level: string) => void;
  error?: string | undefined;
}) {
  const { t } = useTranslation('uploads');
  return (
    <ValueQuestions
      name={name}
      legend={t('values.legend')}
      hint={t('values.hint')}
      question={(axis) => t(`values.questions.${axis}`)}
      answer={(axis, level) => t(`values.answers.${axis}.${level}` as never)}
      value={value}
      onChange={onChange}
      error={error}
      missingText={messageText('answerValueQuestion')}
    />
  );
}
