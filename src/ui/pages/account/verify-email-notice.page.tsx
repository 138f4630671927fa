import { EmailConfirmation } from './email-confirmation';

/** Where the e-mail guard sends a signed-in user whose address is not confirmed yet. */
export default function VerifyEmailNoticePage() {
  return <EmailConfirmation />;
}
