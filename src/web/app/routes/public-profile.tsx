export { PublicProfilePage as default } from '#web/features/profile/pages/public-profile-page';
