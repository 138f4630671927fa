import { LegalPage } from './legal-page';

/** /terms: the terms of use the register form asks to accept. */
export default function TermsPage() {
  return <LegalPage doc="terms" />;
}
