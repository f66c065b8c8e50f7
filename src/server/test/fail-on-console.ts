// Tests fail on unexpected console.error / console.warn: noise usually hides a real problem.
import { afterEach, beforeEach, vi } from 'vitest';

let calls: string[] = [];

beforeEach(() => {
  calls = [];
  for (const method of ['error', 'warn'] as const) {
    vi.spyOn(console, method).mockImplementation((...args: unknown[]) => {
      calls.push(`console.${method}: ${args.map(String).join(' ')}`);
    });
  }
});

afterEach(() => {
  vi.restoreAllMocks();
  if (calls.length > 0) throw new Error(`Unexpected console output:\n${calls.join('\n')}`);
});
