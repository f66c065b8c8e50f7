// Invite-only sign-up: while the registration setting is `waitlist`, a new account needs a valid
// invitation, sent in the x-invitation-token header, for the same address. The invitation is consumed inside
// better-auth's own sign-up transaction (through its transaction-bound adapter: the user and the used invitation
// commit together, and a second sign-up with the same link finds it used). Accounts created by our own code
// (admin CLI, demo sign-ins: no request) are not gated. Google sign-ups carry no token, so they are refused too.
// An invited account starts with its address confirmed: the invitation's link already proved it.
import { APIError, type BetterAuthPlugin, getCurrentAdapter } from 'better-auth';
import { hashInvitationToken } from '#server/outreach';
import { INVITATION_HEADER, INVITATION_REQUIRED_CODE, OUTREACH_MESSAGES } from '#shared/outreach-messages';

/** Hands better-auth's adapter the two tables the gate reads and writes (drizzle tables: auth.ts). */
export const invitationGatePlugin = {
  id: 'qamar-invitation-gate',
  schema: {
    systemSetting: {
      modelName: 'systemSetting',
      fields: { key: { type: 'string', required: true }, value: { type: 'json', required: true } },
    },
    invitation: {
      modelName: 'invitation',
      fields: {
        email: { type: 'string', required: true },
        tokenHash: { type: 'string', required: true },
        expiresAt: { type: 'date', required: true },
        usedAt: { type: 'date', required: false },
      },
    },
  },
} satisfies BetterAuthPlugin;

type GateContext = {
  request?: Request | undefined;
  headers?: Headers | undefined;
  context: { adapter: Parameters<typeof getCurrentAdapter>[0] };
} | null;

function modeOf(value: unknown): unknown {
  if (typeof value === 'string') {
    try {
      return (JSON.parse(value) as { mode?: unknown }).mode;
    } catch {
      return undefined;
    }
  }
  return (value as { mode?: unknown } | null)?.mode;
}

const refuse = (message: string, code: string) => new APIError('FORBIDDEN', { message, code });

/**
 * Lets a new account through (or refuses it) and says whether it came with an invitation: the invitation was
 * e-mailed to this very address and used for it, which proves the address as a confirmation link would.
 */
export async function gateNewUser(
  email: string,
  ctx: GateContext | undefined,
  options: { consume: boolean } = { consume: true },
): Promise<{ invited: boolean }> {
  const open = { invited: false };
  if (!ctx?.request) return open;
  const adapter = await getCurrentAdapter(ctx.context.adapter);
  const setting = await adapter.findOne<{ value: unknown }>({
    model: 'systemSetting',
    where: [{ field: 'key', value: 'registration' }],
  });
  if (modeOf(setting?.value) !== 'waitlist') return open;
  const token = (ctx.headers ?? ctx.request.headers).get(INVITATION_HEADER)?.trim();
  if (!token) throw refuse(OUTREACH_MESSAGES.invitationRequired, INVITATION_REQUIRED_CODE);
  const tokenHash = hashInvitationToken(token);
  const now = new Date();
  const forThisAddress = [
    { field: 'tokenHash', value: tokenHash },
    { field: 'email', value: email.toLowerCase() },
    { field: 'usedAt', value: null },
    { field: 'expiresAt', operator: 'gt' as const, value: now },
  ];
  // Checked only (before sign-up answers anything), or used up (inside the sign-up's transaction).
  const used = options.consume
    ? await adapter.update<{ id: string }>({
        model: 'invitation',
        where: forThisAddress,
        update: { usedAt: now },
      })
    : await adapter.findOne<{ id: string }>({ model: 'invitation', where: forThisAddress });
  if (used) return { invited: true };
  const other = await adapter.findOne<{ email: string }>({
    model: 'invitation',
    where: [
      { field: 'tokenHash', value: tokenHash },
      { field: 'usedAt', value: null },
      { field: 'expiresAt', operator: 'gt', value: now },
    ],
  });
  if (other) throw refuse(OUTREACH_MESSAGES.invitationEmailMismatch, 'INVITATION_EMAIL_MISMATCH');
  throw refuse(OUTREACH_MESSAGES.invitationInvalid, 'INVITATION_INVALID');
}
