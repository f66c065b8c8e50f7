export { CompleteProfilePage as default } from '#web/features/profile/pages/complete-profile-page';
