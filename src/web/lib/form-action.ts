// The server half of the front door's forms (decision 030-f): a route `action` receives the plain form post (with or
// without the app's scripts), checks it with the same shared schema the browser uses, sends it to our API in-process
// as the caller, and either redirects or hands the refusal back to the page (`useActionData`). The API stays the
// authority: its guards, rate limits and origin check see the same request the app's own fetch would send.
import { data, redirect } from 'react-router';
import { type ApiErrorIssue, isApiErrorBody, SERVICE_UNAVAILABLE_MESSAGE } from '#shared/api-error';
import { keyOfIssue, type MessageParams } from '#shared/message-key';
import type { PageContext } from '#shared/page-context';

/** One message as an action hands it to its page: its key and params, and the English when the server wrote it. */
export type RefusalMessage = { key?: string; params?: MessageParams; message: string };

/** What an action hands back to its page when it refused: a banner message and the fields' messages. */
export type FormRefusal = {
  error?: RefusalMessage & { code: string | undefined };
  fieldErrors?: Partial<Record<string, RefusalMessage>>;
  /** What the page fills back in (never a password), since a page drawn after a plain post starts empty. */
  values?: Record<string, string>;
};

/** A form's text fields by name (files and repeated names aside: the first value of a name counts). */
export function textFields(form: FormData | HTMLFormElement): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const [name, value] of form instanceof FormData ? form : new FormData(form)) {
    if (typeof value === 'string' && !(name in fields)) fields[name] = value;
  }
  return fields;
}

/** A form post's text fields. */
export async function formFields(request: Request): Promise<Record<string, string>> {
  // A body that is not a form (another client's post) reads as an empty form: the schema refuses it with a 400.
  return textFields(await request.formData().catch(() => new FormData()));
}

type IssueLike = Parameters<typeof keyOfIssue>[0] & { path: readonly PropertyKey[] };

/** The first message per top-level field of a failed schema check: a 400 the page shows beside each field. */
export function refuseFields(issues: readonly IssueLike[]) {
  const fieldErrors: Record<string, RefusalMessage> = {};
  for (const issue of issues) {
    const key = issue.path.length > 0 ? String(issue.path[0]) : '';
    if (key && fieldErrors[key] === undefined)
      fieldErrors[key] = { ...keyOfIssue(issue), message: issue.message };
  }
  return data<FormRefusal>({ fieldErrors }, 400);
}

/**
 * POSTs JSON to an /api path as this request's caller. The browser's Origin goes along, so the API's check that a
 * state-changing request comes from our own pages protects the form exactly as it protects the app's fetch.
 */
export function postToApi(
  context: PageContext,
  request: Request,
  path: string,
  body: unknown,
  extraHeaders: Record<string, string> = {},
): Promise<Response> {
  const headers: Record<string, string> = {
    Accept: 'application/json',
    'Content-Type': 'application/json',
    ...extraHeaders,
  };
  const origin = request.headers.get('origin');
  if (origin) headers.Origin = origin;
  return context.api(path, { method: 'POST', headers, body: JSON.stringify(body) });
}

/** The API's refusal as the page shows it: its message and code, and its field issues under the form's names. */
export async function refusal(response: Response, fields: readonly string[] = []) {
  const body: unknown = await response.json().catch(() => undefined);
  if (!isApiErrorBody(body)) {
    return data<FormRefusal>(
      { error: { code: undefined, key: SERVICE_UNAVAILABLE_MESSAGE, message: SERVICE_UNAVAILABLE_MESSAGE } },
      response.status >= 500 ? 503 : response.status,
    );
  }
  const fieldErrors: Record<string, RefusalMessage> = {};
  for (const issue of (body.error.issues ?? []) as ApiErrorIssue[]) {
    const key = issue.path.split('.').find((part) => fields.includes(part));
    if (key && fieldErrors[key] === undefined) fieldErrors[key] = messageOf(issue);
  }
  return data<FormRefusal>(
    {
      error: { code: body.error.code, ...messageOf(body.error) },
      ...(Object.keys(fieldErrors).length > 0 ? { fieldErrors } : {}),
    },
    response.status,
  );
}

function messageOf(said: { message: string; key?: string; params?: MessageParams }): RefusalMessage {
  return {
    message: said.message,
    ...(said.key ? { key: said.key } : {}),
    ...(said.params ? { params: said.params } : {}),
  };
}

/** A redirect that carries the cookies an API answer set (a new session, a saved choice). */
export function redirectWithCookies(to: string, answer: Response): Response {
  const headers = new Headers();
  for (const cookie of answer.headers.getSetCookie()) headers.append('Set-Cookie', cookie);
  return redirect(to, { headers });
}

/** The cookies an API answer set, as a request's Cookie header would carry them. */
export function cookiesSetBy(answer: Response): string {
  return answer.headers
    .getSetCookie()
    .map((line) => line.split(';')[0] ?? '')
    .filter(Boolean)
    .join('; ');
}
