// The front door's outreach forms as plain posts to their page's action (decision 030-f): the contact form, the
// parent network's message and the mailing list, checked with their shared schemas and sent to the API in-process
// as the caller. The schemas are imported when a post arrives, so zod stays out of the pages' first JavaScript.
import type { ActionFunctionArgs } from 'react-router';
import { type FormRefusal, formFields, postToApi, refusal, refuseFields } from '#web/lib/form-action';

/** What a contact or mailing-list post came back with; `place` tells a page's two mailing-list forms apart. */
export type OutreachPosted = FormRefusal & { sent?: true; joined?: true; place?: string };

/** The hidden field that says which form of a page was posted. */
export const INTENT_FIELD = 'intent';
export const MAILING_LIST_INTENT = 'mailing-list';

const CONTACT_FIELDS = ['name', 'email', 'subject', 'message'];

export async function contactAction({ request, context }: ActionFunctionArgs) {
  const { contactInputSchema } = await import('#shared/outreach.schema');
  const fields = await formFields(request);
  const parsed = contactInputSchema.safeParse({
    name: fields.name ?? '',
    email: fields.email ?? '',
    subject: fields.subject ?? '',
    message: fields.message ?? '',
  });
  if (!parsed.success) return keep(refuseFields(parsed.error.issues), fields);
  const answer = await postToApi(context, request, '/api/contact', parsed.data);
  if (!answer.ok) return keep(await refusal(answer, CONTACT_FIELDS), fields);
  return { sent: true } satisfies OutreachPosted;
}

export async function parentNetworkAction({ request, context }: ActionFunctionArgs) {
  const { parentNetworkInputSchema } = await import('#shared/outreach.schema');
  const fields = await formFields(request);
  const parsed = parentNetworkInputSchema.safeParse({
    name: fields.name ?? '',
    email: fields.email ?? '',
    message: fields.message ?? '',
  });
  if (!parsed.success) return keep(refuseFields(parsed.error.issues), fields);
  const answer = await postToApi(context, request, '/api/parent-network/messages', parsed.data);
  if (!answer.ok) return keep(await refusal(answer, CONTACT_FIELDS), fields);
  return { sent: true } satisfies OutreachPosted;
}

/** Joins the mailing list in the language the page was served in (the invitation is written in it). */
export async function mailingListAction({ request, context }: ActionFunctionArgs) {
  const { waitlistInputSchema } = await import('#shared/outreach.schema');
  const fields = await formFields(request);
  const place = fields.place ?? '';
  const parsed = waitlistInputSchema.safeParse({
    email: fields.email ?? '',
    userType: fields.userType || undefined,
    locale: context.locale,
  });
  if (!parsed.success) return keep(refuseFields(parsed.error.issues), fields, place);
  const answer = await postToApi(context, request, '/api/waitlist', parsed.data);
  if (!answer.ok) return keep(await refusal(answer, ['email', 'userType']), fields, place);
  return { joined: true, place } satisfies OutreachPosted;
}

/** A refused post keeps what was typed, for the page drawn again after it. */
function keep(refused: ReturnType<typeof refuseFields>, fields: Record<string, string>, place?: string) {
  const { [INTENT_FIELD]: _intent, ...values } = fields;
  refused.data.values = values;
  if (place !== undefined) (refused.data as OutreachPosted).place = place;
  return refused;
}
