import { LegalPage } from './legal-page';

/** /privacy: what the platform does with personal data. */
export default function PrivacyPage() {
  return <LegalPage doc="privacy" />;
}
