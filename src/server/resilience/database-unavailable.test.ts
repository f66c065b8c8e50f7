// Which errors mean "the database cannot be reached right now" (503) and which are ordinary failures (500).
import { describe, expect, it } from 'vitest';
import { isDatabaseUnavailable } from '#server/db/client';

const withCode = (message: string, code: string) => Object.assign(new Error(message), { code });

describe('isDatabaseUnavailable', () => {
  it.each([
    ['connection refused', withCode('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED')],
    [
      'Node 20 AggregateError of every address tried',
      new AggregateError([withCode('refused', 'ECONNREFUSED')]),
    ],
    ['server closed the socket', new Error('Connection terminated unexpectedly')],
    ['admin shutdown (57P01)', withCode('terminating connection due to administrator command', '57P01')],
    ['crash shutdown (57P02)', withCode('terminating connection due to unexpected postmaster exit', '57P02')],
    ['starting up (57P03)', withCode('the database system is starting up', '57P03')],
    ['connection exception class 08', withCode('connection failure', '08006')],
    [
      'a client that lost its connection',
      new Error('Client has encountered a connection error and is not queryable'),
    ],
    [
      "Drizzle's wrapper around one of them",
      new Error('Failed query: select 1', { cause: withCode('connect ECONNREFUSED', 'ECONNREFUSED') }),
    ],
  ])('true for %s', (_name, error) => {
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  it.each([
    ['a unique violation', withCode('duplicate key value violates unique constraint', '23505')],
    ['invalid text (NUL byte)', withCode('invalid byte sequence for encoding "UTF8": 0x00', '22021')],
    [
      'a server error quoting user input that looks like an outage',
      withCode('invalid input syntax for type uuid: "Connection terminated"', '22P02'),
    ],
    [
      'a wrapper whose query text quotes it, around an ordinary error',
      new Error('Failed query: insert ... params: Connection terminated', {
        cause: withCode('bad', '23505'),
      }),
    ],
    ['a plain bug', new TypeError("Cannot read properties of undefined (reading 'id')")],
    ['not an error at all', 'ECONNREFUSED'],
    ['nothing', undefined],
  ])('false for %s', (_name, error) => {
    expect(isDatabaseUnavailable(error)).toBe(false);
  });
});
