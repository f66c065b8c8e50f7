// The ordinary child video page saves where the child stopped to the CHILD's library (continue watching, the same on
// the phone and the TV), through the video feature's progress hook — never to the signed-in parent's library.
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { type ProgressReporter, useWatchProgress } from '#web/features/video';
import { ok, stubApi } from '#web/test/api-stub';
import { saveChildProgress } from '../api/child-library';

const ID = '00000000-0000-4000-8000-0000000000ab';
const CHILD_PATH = `PUT /api/child/library/progress/${ID}`;
const PARENT_PATH = `PUT /api/library/progress/${ID}`;

/** What the child page hands its player. */
const handed: { reporter: ProgressReporter | undefined } = { reporter: undefined };

function ChildPageProgress() {
  handed.reporter = useWatchProgress(ID, true, saveChildProgress);
  return null;
}

describe("the child video page's progress", () => {
  it("a pause and the end are saved to the child's library, and nothing to the parent's", async () => {
    const api = stubApi({ [CHILD_PATH]: ok({ ok: true }), [PARENT_PATH]: ok({ ok: true }) });
    const { unmount } = render(<ChildPageProgress />);
    const reporter = handed.reporter;
    if (!reporter) throw new Error('no reporter while enabled');
    reporter.playing(true);
    reporter.time(42.4, 180);
    reporter.playing(false);
    reporter.time(180, 180);
    reporter.ended();
    unmount();
    await expect
      .poll(() => api.callsTo(CHILD_PATH).map((call) => call.body))
      .toEqual([
        { positionSeconds: 42, durationSeconds: 180 },
        { positionSeconds: 180, durationSeconds: 180 },
      ]);
    expect(api.callsTo(PARENT_PATH)).toHaveLength(0);
  });
});
