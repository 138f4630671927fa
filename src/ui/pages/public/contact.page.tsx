import { Box, Button, Input, Stack, Textarea } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { contactBodySchema, contactTypes } from '@/api/contract/site';
import { isManufacturerType } from '@/api/contract/audience';
import { CardWrapper } from '@/ui/components/card-wrapper';
import { PageHeader } from '@/ui/components/page-header';
import { FormAlert } from '@/ui/forms/form-alert';
import { FormField } from '@/ui/forms/form-field';
import { SubmitForm } from '@/ui/forms/submit-form';
import { useForm } from '@/ui/forms/use-form';
import { SelectField } from '@/ui/projects/components/select-field';
import { useCurrentUser } from '@/ui/session/session.hooks';
import { useSendContact } from '@/ui/site/site.queries';

type ContactType = (typeof contactTypes)[number];

/**
 * /contact: a message to the team (POST api/contact/send), checked here with the contract's
 * schema and again by the server; a signed-in user's name and address are filled in. The
 * `website` field is a honeypot: hidden from people, filled by bots.
 */
export default function ContactPage() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const blank = {
    name: user ? `${user.first_name} ${user.last_name}` : '',
    email: user?.email ?? '',
    subject: '',
    message: '',
    type: (user ? (isManufacturerType(user.type) ? 'fab' : 'pro') : 'pro') as ContactType,
    website: '',
  };
  const form = useForm(blank);
  const send = useSendContact();
  const [sent, setSent] = useState<string | null>(null);

  const submit = () => {
    const body = form.validate(contactBodySchema);
    if (!body) return;
    send.mutate(body, {
      onSuccess: (r) => {
        setSent(r.message);
        form.reset({ ...blank });
      },
      onError: (err) => form.fail(err),
    });
  };

  return (
    <>
      <PageHeader title={t('public:contact.title')} subtitle={t('site:contact.subtitle')} />
      <CardWrapper maxW="2xl">
        <SubmitForm onSubmit={submit}>
          <Stack gap="4">
            <FormAlert status="success" message={sent} testId="contact.sent" />
            <FormAlert message={form.formError} />
            <FormField label={t('site:contact.name')} errors={form.error('name')} required>
              <Input {...form.input('name')} autoComplete="name" data-testid="contact.name" />
            </FormField>
            <FormField label={t('site:contact.email')} errors={form.error('email')} required>
              <Input
                {...form.input('email')}
                type="email"
                autoComplete="email"
                data-testid="contact.email"
              />
            </FormField>
            <FormField label={t('site:contact.type')} errors={form.error('type')}>
              <SelectField<ContactType>
                value={form.values.type}
                onChange={(v) => form.set('type', v)}
                testId="contact.type"
                options={contactTypes.map((v) => ({
                  value: v,
                  label: t(`site:contact.types.${v}`),
                }))}
              />
            </FormField>
            <FormField label={t('site:contact.subject')} errors={form.error('subject')} required>
              <Input {...form.input('subject')} data-testid="contact.subject" />
            </FormField>
            <FormField label={t('site:contact.message')} errors={form.error('message')} required>
              <Textarea {...form.input('message')} rows={6} data-testid="contact.message" />
            </FormField>
            {/* The honeypot: out of sight and out of the tab order; people leave it empty.
                Clipped to nothing where it stands (an off-screen offset widens the page in
                Arabic, where the scroll runs to the left). */}
            <Box
              position="absolute"
              width="1px"
              height="1px"
              overflow="hidden"
              clipPath="inset(50%)"
              whiteSpace="nowrap"
              aria-hidden="true"
            >
              <label>
                {t('site:contact.website')}
                <input {...form.input('website')} tabIndex={-1} autoComplete="off" />
              </label>
            </Box>
            <Button
              type="submit"
              loading={send.isPending}
              alignSelf="start"
              data-testid="contact.send"
            >
              {t('site:contact.send')}
            </Button>
          </Stack>
        </SubmitForm>
      </CardWrapper>
    </>
  );
}
