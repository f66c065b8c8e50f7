export { mailingListAction as action } from '#web/features/outreach';
export { HomePage as default } from './home-page';
