// The learning-progress feature's public surface: the parent's Tutor progress view of one child (composed with the
// child's name and Ask Qamar's link by app/routes/child-learning-page), the query its route's loader reads ahead, and
// the per-child cards of /tutor.
export { learningReportQueryOptions } from './api/learning-report';
export { ChildLearningCards } from './components/child-learning-cards';
export { ChildLearning } from './components/learning-progress';
