// The uploads feature's public surface: the "Upload a file" choice around the submission form
// (creators), the file form used by admin (with the creator profiles), the field on its own, and the values
// questions a creator answers (also on the link submission form). The preview page
// loads lazily from app/router.
export {
  type Audience,
  AudienceFields,
  DEFAULT_AUDIENCE,
  mergeAudience,
} from './components/audience-fields';
export { CreatorValueQuestions } from './components/creator-value-questions';
export { UploadFileChoice } from './components/upload-file-choice';
export { UploadSuccessPanel } from './components/upload-success-panel';
export { UploadVideoForm } from './components/upload-video-form';
