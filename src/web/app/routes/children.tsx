export { ChildrenPage as default } from '#web/features/family/pages/children-page';
