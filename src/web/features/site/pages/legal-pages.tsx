// /terms, /privacy, /content-policy, /halal-content-policy and /youtube-notice: our texts in plain words.
import { DocumentPage } from '../components/document-page';

export function TermsPage() {
  return <DocumentPage doc="terms" />;
}

export function PrivacyPage() {
  return <DocumentPage doc="privacy" />;
}

export function ContentPolicyPage() {
  return <DocumentPage doc="contentPolicy" />;
}

export function HalalContentPolicyPage() {
  return <DocumentPage doc="halalContentPolicy" />;
}

export function YoutubeNoticePage() {
  return <DocumentPage doc="youtubeNotice" />;
}
