// The warnings before child mode closes: nothing while there is time, "5 minutes left", "1 minute left", the last
// video within the grace; always inside one polite live region, so screen readers announce the change.
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ChildSessionInfo } from '#shared/child-mode';
import { aChildSession } from '#web/test/fixtures';
import { renderWithProviders } from '#web/test/render';
import { TimeWarning, useTimeNotice } from './time-warning';

function Notice({ session }: { session: ChildSessionInfo }) {
  return <TimeWarning notice={useTimeNotice(session)} />;
}

const withTime = (time: ChildSessionInfo['time'], graceEndsAt: string | null = null) =>
  aChildSession({}, { time, graceEndsAt });

describe('TimeWarning', () => {
  it('says nothing while there is time, but its live region is there', () => {
    const { container } = renderWithProviders(
      <Notice session={withTime({ kind: 'open', remainingSeconds: 900, warning: null })} />,
    );
    expect(container.querySelector('[aria-live="polite"]')).toBeEmptyDOMElement();
  });

  it('warns at 5 minutes', () => {
    renderWithProviders(<Notice session={withTime({ kind: 'open', remainingSeconds: 280, warning: 5 })} />);
    expect(screen.getByTestId('time-warning')).toHaveTextContent(
      '5 minutes left. Time to find a good place to stop.',
    );
  });

  it('warns at 1 minute', () => {
    renderWithProviders(<Notice session={withTime({ kind: 'open', remainingSeconds: 50, warning: 1 })} />);
    expect(screen.getByTestId('time-warning')).toHaveTextContent(
      '1 minute left. Time to find a good place to stop.',
    );
  });

  it('says the video finishing within the grace is the last one', () => {
    renderWithProviders(
      <Notice session={withTime({ kind: 'time_up', reason: 'daily' }, '2030-01-07T12:15:00.000Z')} />,
    );
    expect(screen.getByTestId('time-warning')).toHaveTextContent(
      'This is the last video for now. Enjoy the end!',
    );
  });
});
