import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { adminMeta } from '@/core/client/admin/admin-meta';
import { AdminPage } from '@/core/client/admin/admin-page';
import { TextField } from '@/core/client/admin/crud/form-fields';
import { applyServerError } from '@/core/client/form/apply-server-error';
import { FormAlert } from '@/core/client/form/form-alert';
import { useGraphQLClient } from '@/core/client/graphql-client/graphql-provider';
import { useCurrentUser } from '@/core/client/guards/use-current-user';
import { useTranslation } from '@/core/client/use-translation';
import {
  TEST_MAIL_BODY_MAX,
  TEST_MAIL_SUBJECT_MAX,
  type TestMail,
  type TestMailInput,
  testMailInputSchema,
} from '@/core/shared/mail-send';
import { MailProviderGate } from '../mail-provider-gate';
import type { MailProviderInfo } from '../use-mail-provider';
import { sendTestMail, type TestMailAnswer } from './send-test-mail';
import { TestMailResult } from './test-mail-result';

export const meta = adminMeta('mail-admin:test.title');

const FIELDS = ['from', 'to', 'subject', 'text', 'html'] as const;

/** /_admin/{provider}/test: a mail through the provider in use, to check that it delivers. */
export function Component() {
  const { t } = useTranslation('mail-admin');
  return (
    <AdminPage permission="Mailjet:send" title={t('test.title')}>
      <MailProviderGate>{(provider) => <TestMailForm provider={provider} />}</MailProviderGate>
    </AdminPage>
  );
}

function TestMailForm(props: { provider: MailProviderInfo }) {
  const { t } = useTranslation('mail-admin');
  const client = useGraphQLClient();
  const { user } = useCurrentUser();
  const [answer, setAnswer] = useState<TestMailAnswer | null>(null);
  const form = useForm<TestMailInput, unknown, TestMail>({
    resolver: zodResolver(testMailInputSchema),
    mode: 'onTouched',
    defaultValues: {
      from: props.provider.sender ?? '',
      to: user?.email ?? '',
      subject: '',
      text: '',
      html: '',
    },
  });
  const { errors, isSubmitting } = form.formState;
  const length = (field: 'subject' | 'text' | 'html', max: number) =>
    t('test.length', { length: (form.watch(field) ?? '').length, max });

  const onSubmit = form.handleSubmit(async (input) => {
    setAnswer(null);
    const result = await sendTestMail(client, input);
    setAnswer(result);
    // A refused delivery shows with its outbox row below; anything else on its field, or here.
    if (!result.success && !result.item) applyServerError(form, result, FIELDS);
  });

  return (
    <form onSubmit={onSubmit} noValidate aria-label={t('test.title')}>
      <Stack gap="md">
        <Text c="gray.7">{t('test.intro', { provider: props.provider.name })}</Text>
        <FormAlert code={errors.root?.server?.message} />
        <TextField control={form.control} name="from" label={t('test.from')} type="email" required />
        <TextField control={form.control} name="to" label={t('test.to')} type="email" required />
        <TextField
          control={form.control}
          name="subject"
          label={t('test.subject')}
          description={length('subject', TEST_MAIL_SUBJECT_MAX)}
        />
        <TextField
          control={form.control}
          name="text"
          label={t('test.text')}
          description={length('text', TEST_MAIL_BODY_MAX)}
          multiline
        />
        <TextField
          control={form.control}
          name="html"
          label={t('test.html')}
          description={length('html', TEST_MAIL_BODY_MAX)}
          multiline
        />
        <Text size="sm" c="gray.7">
          {t('test.blankHelp')}
        </Text>
        <Button type="submit" loading={isSubmitting} autoContrast style={{ alignSelf: 'flex-start' }}>
          {t('test.submit')}
        </Button>
        {answer && <TestMailResult answer={answer} />}
      </Stack>
    </form>
  );
}
