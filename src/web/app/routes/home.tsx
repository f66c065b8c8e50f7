export { HomePage as default } from './home-page';
