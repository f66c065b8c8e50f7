// The four onboarding slides: Continue, arrow keys, a swipe of more than 50 px, or the dots move between them.
// Right to left (Arabic, Urdu) the dots run from the right, so the arrow keys and swipes follow the reading direction.
import { type ReactNode, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { intlLocale } from '#shared/locales';
import { IconBadge, type IconName } from '#web/components/icons';

/** Each slide's title and text are the onboarding namespace's `slides.<key>`. */
export type Slide = {
  key: 'welcome' | 'ageAppropriate' | 'parentalControls' | 'islamicValues';
  icon: IconName;
};

export const SLIDES: readonly Slide[] = [
  { key: 'welcome', icon: 'moon' },
  { key: 'ageAppropriate', icon: 'shield' },
  { key: 'parentalControls', icon: 'family' },
  { key: 'islamicValues', icon: 'mosque' },
];

export const SWIPE_THRESHOLD_PX = 50;

type OnboardingSlidesProps = {
  index: number;
  onIndexChange: (index: number) => void;
  /** Continue, the links and Skip: the same on every slide. */
  controls: ReactNode;
};

function isTypingTarget(target: EventTarget | null): boolean {
  return (
    target instanceof HTMLElement &&
    target.closest('input, textarea, select, [contenteditable="true"]') !== null
  );
}

export function OnboardingSlides({ index, onIndexChange, controls }: OnboardingSlidesProps) {
  const { t, i18n } = useTranslation('onboarding');
  /** +1 when "forward" is to the right (left to right), -1 when it is to the left. */
  const forward = i18n.dir() === 'rtl' ? -1 : 1;
  const last = SLIDES.length - 1;
  const slide = SLIDES[index] ?? SLIDES[0];
  const swipeStartX = useRef<number | null>(null);
  const move = (step: number) => onIndexChange(Math.min(last, Math.max(0, index + step)));

  // Arrow keys anywhere on the page, unless the visitor is typing.
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.altKey || event.ctrlKey || event.metaKey || isTypingTarget(event.target)) return;
      const step = event.key === 'ArrowRight' ? forward : event.key === 'ArrowLeft' ? -forward : 0;
      const next = Math.min(last, Math.max(0, index + step));
      if (step !== 0 && next !== index) onIndexChange(next);
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [index, last, onIndexChange, forward]);

  const startSwipe = (x: number) => {
    swipeStartX.current = x;
  };
  const endSwipe = (x: number) => {
    const start = swipeStartX.current;
    swipeStartX.current = null;
    if (start === null) return;
    const distance = x - start;
    if (Math.abs(distance) > SWIPE_THRESHOLD_PX) move(distance < 0 ? forward : -forward);
  };

  if (!slide) return null;
  const title = t(`slides.${slide.key}.title`);
  const numbers = new Intl.NumberFormat(intlLocale(i18n.language));
  const total = numbers.format(SLIDES.length);
  const position = numbers.format(index + 1);

  return (
    <section
      aria-roledescription={t('carousel.roleDescription')}
      aria-label={t('carousel.label')}
      className="touch-pan-y select-none"
      // Touch gives touch events; mouse and pen give pointer events (touch pointers are left to the touch handlers).
      onTouchStart={(event) => startSwipe(event.touches[0]?.clientX ?? 0)}
      onTouchEnd={(event) => endSwipe(event.changedTouches[0]?.clientX ?? 0)}
      onPointerDown={(event) => {
        if (event.pointerType !== 'touch') startSwipe(event.clientX);
      }}
      onPointerUp={(event) => {
        if (event.pointerType !== 'touch') endSwipe(event.clientX);
      }}
    >
      <p aria-live="polite" className="sr-only">
        {t('carousel.status', { number: position, total, title })}
      </p>
      {/* biome-ignore lint/a11y/useSemanticElements: the WAI-ARIA carousel pattern's slide is a role="group". */}
      <div
        key={index}
        role="group"
        aria-roledescription={t('carousel.slideRoleDescription')}
        aria-label={t('carousel.slideLabel', { number: position, total })}
        className="flex min-h-64 animate-slide-in flex-col items-center text-center"
      >
        <IconBadge name={slide.icon} />
        <h1 className="mt-5 text-3xl font-extrabold tracking-tight text-teal-900 sm:text-4xl">{title}</h1>
        <p className="mt-4 max-w-md text-lg text-stone-700">{t(`slides.${slide.key}.text`)}</p>
      </div>

      <div className="mt-6 flex justify-center gap-1">
        {SLIDES.map((entry, dot) => (
          <button
            key={entry.key}
            type="button"
            aria-label={t('carousel.dotLabel', {
              number: numbers.format(dot + 1),
              title: t(`slides.${entry.key}.title`),
            })}
            aria-current={dot === index ? 'step' : undefined}
            onClick={() => onIndexChange(dot)}
            className="flex size-11 items-center justify-center rounded-full"
          >
            <span
              aria-hidden="true"
              className={`block h-2.5 rounded-full transition-all ${
                dot === index ? 'w-7 bg-teal-700' : 'w-2.5 bg-stone-400 hover:bg-stone-500'
              }`}
            />
          </button>
        ))}
      </div>

      <div className="mt-6">{controls}</div>
    </section>
  );
}
