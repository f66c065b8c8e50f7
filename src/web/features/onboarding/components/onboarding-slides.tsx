// The four onboarding slides: Continue, arrow keys, a swipe of more than 50 px, or the dots move between them.
import { type ReactNode, useEffect, useRef } from 'react';
import { IconBadge, type IconName } from '#web/components/icons';

export type Slide = { title: string; icon: IconName; text: string };

export const SLIDES: readonly Slide[] = [
  {
    title: 'Welcome',
    icon: 'moon',
    text: 'Assalamu alaikum! Qamar Kids is a safe, happy place for Muslim children to watch, play and learn.',
  },
  {
    title: 'Age-Appropriate Content',
    icon: 'shield',
    text: 'People review every video before it is published, and each one is matched to the ages it suits.',
  },
  {
    title: 'Parental Controls',
    icon: 'family',
    text: 'Parents set daily screen time, choose the topics children see, and can look back at what they watched.',
  },
  {
    title: 'Islamic Values',
    icon: 'mosque',
    text: 'Stories of the prophets, Quran and duas, nasheeds and good manners, made with Islamic values at heart.',
  },
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
  const last = SLIDES.length - 1;
  const slide = SLIDES[index] ?? SLIDES[0];
  const swipeStartX = useRef<number | null>(null);
  const move = (step: number) => onIndexChange(Math.min(last, Math.max(0, index + step)));

  // Arrow keys anywhere on the page, unless the visitor is typing.
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.altKey || event.ctrlKey || event.metaKey || isTypingTarget(event.target)) return;
      const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
      const next = Math.min(last, Math.max(0, index + step));
      if (step !== 0 && next !== index) onIndexChange(next);
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [index, last, onIndexChange]);

  const startSwipe = (x: number) => {
    swipeStartX.current = x;
  };
  const endSwipe = (x: number) => {
    const start = swipeStartX.current;
    swipeStartX.current = null;
    if (start === null) return;
    const distance = x - start;
    if (Math.abs(distance) > SWIPE_THRESHOLD_PX) move(distance < 0 ? 1 : -1);
  };

  if (!slide) return null;

  return (
    <section
      aria-roledescription="carousel"
      aria-label="Introduction to Qamar Kids"
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
        Slide {index + 1} of {SLIDES.length}: {slide.title}
      </p>
      {/* biome-ignore lint/a11y/useSemanticElements: the WAI-ARIA carousel pattern's slide is a role="group". */}
      <div
        key={index}
        role="group"
        aria-roledescription="slide"
        aria-label={`${index + 1} of ${SLIDES.length}`}
        className="flex min-h-64 animate-slide-in flex-col items-center text-center"
      >
        <IconBadge name={slide.icon} />
        <h1 className="mt-5 text-3xl font-extrabold tracking-tight text-teal-900 sm:text-4xl">
          {slide.title}
        </h1>
        <p className="mt-4 max-w-md text-lg text-stone-700">{slide.text}</p>
      </div>

      <div className="mt-6 flex justify-center gap-1">
        {SLIDES.map((entry, position) => (
          <button
            key={entry.title}
            type="button"
            aria-label={`Slide ${position + 1}: ${entry.title}`}
            aria-current={position === index ? 'step' : undefined}
            onClick={() => onIndexChange(position)}
            className="flex size-11 items-center justify-center rounded-full"
          >
            <span
              aria-hidden="true"
              className={`block h-2.5 rounded-full transition-all ${
                position === index ? 'w-7 bg-teal-700' : 'w-2.5 bg-stone-400 hover:bg-stone-500'
              }`}
            />
          </button>
        ))}
      </div>

      <div className="mt-6">{controls}</div>
    </section>
  );
}
