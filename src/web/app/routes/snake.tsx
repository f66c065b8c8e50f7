export { SnakePage as default } from '#web/features/games/pages/snake-page';
