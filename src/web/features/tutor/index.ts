export { ExerciseView } from './components/exercise-view';
