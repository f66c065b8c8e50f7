// The Hijri preference: off by default, kept on the device, shared by every component that reads it.
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SHOW_HIJRI_DATES_KEY, useShowHijriDates } from '#web/lib/hijri-dates';
import { HijriDateToggle } from './hijri-date-toggle';

function Reader() {
  const [showHijri] = useShowHijriDates();
  return <p>{showHijri ? 'hijri on' : 'hijri off'}</p>;
}

describe('HijriDateToggle', () => {
  it('is off by default and turns the preference on for every reader', () => {
    render(
      <>
        <HijriDateToggle />
        <Reader />
      </>,
    );
    const box = screen.getByRole('checkbox', { name: 'Also show dates in the Hijri calendar' });
    expect(box).not.toBeChecked();
    expect(screen.getByText('hijri off')).toBeInTheDocument();
    fireEvent.click(box);
    expect(box).toBeChecked();
    expect(screen.getByText('hijri on')).toBeInTheDocument();
    expect(window.localStorage.getItem(SHOW_HIJRI_DATES_KEY)).toBe('true');
  });
});
