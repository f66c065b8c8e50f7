// Tests fail on unexpected console.error / console.warn: noise usually hides a real problem.
import { afterEach, beforeEach, vi } from 'vitest';

type ConsoleMethod = 'error' | 'warn';
type Expected = { method: ConsoleMethod; matches: (args: unknown[]) => boolean };

let calls: string[] = [];
let expected: Expected[] = [];

/**
 * Declares console output this test expects, narrowly (a predicate over the call's arguments): e.g. better-auth prints
 * a failed query of its fallback join with console.error, which only a database outage causes. Reset after each test.
 */
export function expectConsole(method: ConsoleMethod, matches: (args: unknown[]) => boolean) {
  expected.push({ method, matches });
}

beforeEach(() => {
  calls = [];
  expected = [];
  for (const method of ['error', 'warn'] as const) {
    vi.spyOn(console, method).mockImplementation((...args: unknown[]) => {
      if (expected.some((entry) => entry.method === method && entry.matches(args))) return;
      calls.push(`console.${method}: ${args.map(String).join(' ')}`);
    });
  }
});

afterEach(() => {
  vi.restoreAllMocks();
  if (calls.length > 0) throw new Error(`Unexpected console output:\n${calls.join('\n')}`);
});
