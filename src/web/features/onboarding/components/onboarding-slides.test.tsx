import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n, initI18n } from '#web/lib/i18n/i18n';
import { localeTexts } from '#web/test/locale-texts';
import { OnboardingSlides } from './onboarding-slides';

function Slides() {
  const [index, setIndex] = useState(0);
  return <OnboardingSlides index={index} onIndexChange={setIndex} controls={null} />;
}

describe('OnboardingSlides', () => {
  afterEach(async () => {
    await i18n.changeLanguage('en');
  });

  it('moves forward with the right arrow, left to right', () => {
    render(<Slides />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Welcome');
    fireEvent.keyDown(window, { key: 'ArrowRight' });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Age-Appropriate Content');
    expect(screen.getByRole('group')).toHaveAccessibleName('2 of 4');
    fireEvent.keyDown(window, { key: 'ArrowLeft' });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Welcome');
  });

  it('moves forward with the left arrow in Arabic, and names the slides in Arabic', () => {
    initI18n('ar', localeTexts('ar'));
    render(<Slides />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('أهلًا وسهلًا');
    fireEvent.keyDown(window, { key: 'ArrowLeft' });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('محتوى مناسب للعمر');
    const arabic = new Intl.NumberFormat('ar');
    expect(screen.getByRole('group')).toHaveAccessibleName(`${arabic.format(2)} من ${arabic.format(4)}`);
    fireEvent.keyDown(window, { key: 'ArrowRight' });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('أهلًا وسهلًا');
  });
});
