// A text in its own language: marked with `lang` and `dir` (screen readers and the browser's shaping follow them) and
// drawn in its script's face.
import type { Spoken } from '#shared/tutor/exercise';
import { dirOf, scriptClass, scriptStyle } from '../lib/script';

export function SpokenText({
  text,
  className = '',
  as: Tag = 'span',
  id,
}: {
  text: Pick<Spoken, 'text' | 'lang'>;
  className?: string;
  as?: 'span' | 'p' | 'h2';
  id?: string;
}) {
  return (
    <Tag
      id={id}
      lang={text.lang}
      dir={dirOf(text.lang)}
      style={scriptStyle(text.lang)}
      className={`${scriptClass(text.lang)} ${className}`}
    >
      {text.text}
    </Tag>
  );
}
