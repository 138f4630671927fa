import { EmailConfirmation } from '../account/email-confirmation';

/** Auth-style page shown right after registration. */
export default function ConfirmEmailPage() {
  return <EmailConfirmation />;
}
