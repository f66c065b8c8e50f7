// fast-check generators of bad requests for one route of the table: spoiled bodies, queries, path ids, methods,
// JSON syntax, content types and headers, each built from the route's well-formed sample where it has one.
import fc from 'fast-check';
import type { RouteSample } from './route-samples';

export type BadRequest = {
  kind: string;
  method: string;
  /** Path and query string, as the client sends them (percent-encoding included). */
  url: string;
  headers: Record<string, string>;
  body?: string;
};

/** A route as the generator sees it: its key, the identity's well-formed values and real ids for its parameter. */
export type GeneratorRoute = {
  key: string;
  method: string;
  path: string;
  sample: RouteSample | undefined;
  /** The sample's body, already filled for the identity that calls the route. */
  sampleJson: Record<string, unknown> | undefined;
  /** A real object id for the path parameter (or a placeholder). */
  paramValue: string;
};

const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const ALL_METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS', 'HEAD'];

/** Nested arrays or objects, `depth` deep, built without recursion. */
export function deepJson(depth: number, kind: 'array' | 'object'): string {
  return kind === 'array'
    ? `${'['.repeat(depth)}${']'.repeat(depth)}`
    : `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;
}

const controlText = fc
  .array(fc.integer({ min: 0, max: 31 }), { minLength: 1, maxLength: 8 })
  .map((codes) => `x${String.fromCharCode(...codes)}y`);

const weirdText = fc.constantFrom(
  '\u0000',
  'a\u0000b',
  '\ud800',
  '\udfff lone',
  '\u202e reversed',
  '\ufeff',
  '𝕏🙂👨‍👩‍👧',
  "'; DROP TABLE users; --",
  '" OR 1=1 --',
  '<script>alert(1)</script>',
  // A template-injection probe, written with a plain `$` + `{` on purpose.
  `$${'{'}7*7}{{7*7}}`,
  '../../../../etc/passwd',
  '%00',
  ' ',
  '',
);

const hugeText = fc
  .integer({ min: 1_000, max: 200_000 })
  .chain((length) =>
    fc.constantFrom('a', 'é', '\u0000', '🙂').map((unit) => unit.repeat(Math.ceil(length / unit.length))),
  );

/** A value of the wrong type, or of the right type with a hostile content. */
export const badValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 3, arbitrary: weirdText },
  { weight: 3, arbitrary: controlText },
  { weight: 1, arbitrary: hugeText },
  {
    weight: 3,
    arbitrary: fc.constantFrom(
      null,
      true,
      false,
      0,
      -1,
      -0,
      1e308,
      -1e308,
      2 ** 53 + 1,
      0.5,
      [],
      {},
      [null],
      ['x', 1, null],
      { nested: { deeper: '\u0000' } },
    ),
  },
  { weight: 2, arbitrary: fc.string({ maxLength: 40 }) },
  { weight: 2, arbitrary: fc.integer() },
  { weight: 1, arbitrary: fc.double() },
  { weight: 1, arbitrary: fc.array(fc.string({ maxLength: 8 }), { maxLength: 5 }) },
  { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
);

const badId = fc.oneof(
  fc.constantFrom(
    'not-a-uuid',
    '%00',
    'a%00b',
    '..%2F..%2Fetc%2Fpasswd',
    '..%252F..%252F',
    '%2e%2e',
    '%',
    '%ZZ',
    '%E0%A4%A',
    '%C0%AF',
    '0',
    '-1',
    '99999999999999999999999',
    'NaN',
    'null',
    'undefined',
    '00000000-0000-0000-0000-000000000000',
    'ffffffff-ffff-ffff-ffff-ffffffffffff',
    '%20',
    '%F0%9F%99%82',
    "1'%20OR%20'1'='1",
    'x'.repeat(5_000),
    '__proto__',
  ),
  fc.uuid().map((id) => id.toUpperCase()),
  fc.uuid().map((id) => `${id}x`),
  fc.string({ minLength: 1, maxLength: 30 }).map(encodeURIComponent),
);

const badQueryValue = fc.oneof(
  fc.constantFrom(
    '-1',
    '0',
    '1.5',
    'NaN',
    'Infinity',
    '-Infinity',
    '1e309',
    '99999999999999999999',
    '0x10',
    '',
    ' ',
    '%00',
    'a%00b',
    '%',
    '%ZZ',
    'true',
    'null',
    '[]',
    '{}',
    '%5B%5D',
    'x'.repeat(10_000),
  ),
  fc.string({ maxLength: 30 }).map(encodeURIComponent),
  controlText.map(encodeURIComponent),
);

const badJsonText = fc.oneof(
  fc.constantFrom(
    '{',
    '}',
    '{"a":}',
    '{"a" 1}',
    "{'a':1}",
    '[1,2',
    '{"a":1}}',
    '{"a":1} trailing',
    'undefined',
    'NaN',
    '\u0000',
    '{"a":"\u0000"}',
    '{"a":"\\u0000"}',
    '\ufeff{}',
    '{"__proto__":{"polluted":true}}',
    '{"constructor":{"prototype":{"polluted":true}}}',
    '{"a":1,"a":2}',
    '"just a string"',
    '42',
    'null',
    'true',
    '[]',
    '{"a":1e999}',
    '{"a":-}',
    '{"a":0123}',
    '{"a":"\\ud800"}',
    '{"a":"\\x41"}',
  ),
  fc.integer({ min: 1_000, max: 5_000 }).map((depth) => deepJson(depth, 'array')),
  fc.integer({ min: 1_000, max: 5_000 }).map((depth) => deepJson(depth, 'object')),
  fc.string({ maxLength: 60 }),
);

function withQuery(path: string, query: Record<string, string | string[]>): string {
  const parts: string[] = [];
  for (const [name, value] of Object.entries(query)) {
    for (const one of Array.isArray(value) ? value : [value])
      parts.push(`${encodeURIComponent(name)}=${encodeURIComponent(one)}`);
  }
  return parts.length > 0 ? `${path}?${parts.join('&')}` : path;
}

/** Bad query parts appended raw (already percent-encoded as a client may send them). */
function rawQuery(path: string, parts: string[]): string {
  return parts.length > 0 ? `${path}?${parts.join('&')}` : path;
}

export function badRequestFor(route: GeneratorRoute, origin: string): fc.Arbitrary<BadRequest> {
  const filledPath = route.path.replace(/:[A-Za-z]+/, encodeURIComponent(route.paramValue));
  const sampleQuery = route.sample?.query ?? {};
  const baseUrl = withQuery(filledPath, sampleQuery);
  const hasBody = BODY_METHODS.has(route.method);
  const jsonHeaders = { Origin: origin, 'Content-Type': 'application/json' };
  const base = route.sampleJson ?? {};
  const fields = Object.keys(base);
  const request = (kind: string, init: Partial<BadRequest>): BadRequest => ({
    kind,
    method: route.method,
    url: baseUrl,
    headers: hasBody ? jsonHeaders : { Origin: origin },
    // A slow route's whole sample (a password hash per request) is sent only with one field spoiled.
    body: hasBody ? (route.sample?.slow ? '{}' : JSON.stringify(base)) : undefined,
    ...init,
  });

  const options: fc.Arbitrary<BadRequest>[] = [];

  if (hasBody) {
    // One field of the well-formed body spoiled, dropped, or joined by an unknown one.
    const fieldName = fields.length > 0 ? fc.constantFrom(...fields) : fc.constant('name');
    options.push(
      fc
        .tuple(fieldName, badValue)
        .map(([field, value]) =>
          request(`body field ${field} → bad value`, { body: JSON.stringify({ ...base, [field]: value }) }),
        ),
      fieldName.map((field) => {
        const { [field]: _dropped, ...rest } = base;
        return request(`body without ${field}`, { body: JSON.stringify(rest) });
      }),
      fc
        .tuple(
          fc.oneof(
            fc.constantFrom('__proto__', 'constructor', 'role', 'id', 'userId', 'status'),
            fc.string(),
          ),
          badValue,
        )
        .map(([field, value]) =>
          request(`body with extra field ${field}`, {
            body: JSON.stringify({ ...(route.sample?.slow ? {} : base), [field]: value }),
          }),
        ),
      badValue.map((value) => request('body of the wrong type', { body: JSON.stringify(value) })),
      badJsonText.map((text) => request('bad JSON syntax', { body: text })),
      fc
        .constantFrom(
          'text/plain',
          'text/plain;charset=UTF-8',
          'application/x-www-form-urlencoded',
          'multipart/form-data; boundary=x',
          'application/json; charset=utf-16',
          'application/xml',
          'application/jsonx',
          '',
        )
        .map((type) =>
          request(`content type ${type || '(none)'}`, {
            headers: type ? { Origin: origin, 'Content-Type': type } : { Origin: origin },
          }),
        ),
      fc
        .constantFrom(undefined, 'http://evil.example', 'null', 'http://localhost:3000.evil.example')
        .map((value) =>
          request(`origin ${value ?? '(none)'}`, {
            headers: value
              ? { 'Content-Type': 'application/json', Origin: value }
              : { 'Content-Type': 'application/json' },
          }),
        ),
      fc.integer({ min: 1_000, max: 5_000 }).map((depth) =>
        request(`deep JSON in a field (${depth})`, {
          body: `{${fields.map((field) => `${JSON.stringify(field)}:${JSON.stringify(base[field])},`).join('')}"deep":${deepJson(depth, 'object')}}`,
        }),
      ),
    );
  }

  // Query strings: the sample's parameters spoiled, repeated, or unknown ones added.
  const queryNames = [...Object.keys(sampleQuery), 'page', 'q', 'limit', 'offset', 'sort', 'id'];
  options.push(
    fc
      .array(fc.tuple(fc.constantFrom(...queryNames), badQueryValue), { minLength: 1, maxLength: 4 })
      .map((pairs) =>
        request('bad query string', {
          url: rawQuery(
            filledPath,
            pairs.map(([name, value]) => `${name}=${value}`),
          ),
        }),
      ),
    fc
      .constantFrom(
        'page[]=1',
        'page[a]=1',
        'page=1&page=2&page=3',
        '__proto__[x]=1',
        '&&&',
        '=',
        '?',
        'a=%',
        'q',
      )
      .map((part) => request('odd query syntax', { url: rawQuery(filledPath, [part]) })),
  );

  if (route.path.includes(':')) {
    options.push(
      badId.map((id) =>
        request('bad id in the path', { url: withQuery(route.path.replace(/:[A-Za-z]+/, id), sampleQuery) }),
      ),
    );
  }

  // Methods the route does not have.
  options.push(
    fc.constantFrom(...ALL_METHODS.filter((method) => method !== route.method)).map((method) =>
      request(`method ${method}`, {
        method,
        body: BODY_METHODS.has(method) ? '{}' : undefined,
        headers: BODY_METHODS.has(method) ? jsonHeaders : { Origin: origin },
      }),
    ),
  );

  // Odd headers: device ids, cookies.
  options.push(
    fc.constantFrom('', 'x', '%00', 'a'.repeat(65), 'zzzzzzzz zzzz', '../../etc').map((deviceId) =>
      request('bad device id', {
        headers: { ...(hasBody ? jsonHeaders : { Origin: origin }), 'X-Device-Id': deviceId },
      }),
    ),
  );

  return fc.oneof(...options);
}
