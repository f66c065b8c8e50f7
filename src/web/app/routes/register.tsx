// The registration page; while registration is invite-only it shows the mailing-list form, which posts here.

export { RegisterPage as default } from '#web/features/auth/pages/register-page';
export { mailingListAction as action } from '#web/features/outreach';
