export { mailingListAction as action } from '#web/features/outreach';
export { BetaPage as default } from '#web/features/site/pages/beta-page';
