export { ExerciseView, type ExerciseViewProps } from './components/exercise-view';
