import { Button, Group, List, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { type ReactNode, useState } from 'react';
import { type MutationOutcome, runMutation } from '@/core/client/form/run-mutation';
import { useErrorText } from '@/core/client/form/use-error-text';
import { useGraphQLClient } from '@/core/client/graphql-client/graphql-provider';
import { useTranslation } from '@/core/client/use-translation';
import { shortlistInvitationInputSchema } from '@/modules/openschool/shared/shortlist-family-input';
import {
  INVITE_TO_SHORTLIST,
  LEAVE_SHORTLIST_FAMILY,
  MAKE_SHORTLIST_OWNER,
  REMOVE_SHORTLIST_MEMBER,
  type ShortlistFamilyView,
  WITHDRAW_SHORTLIST_INVITATION,
} from './shortlist-family.query';

/**
 * Who shares the shortlist (decision 095): the adults in it, the invitations waiting, a form to
 * invite one more by email; the owner removes a member or hands the list over, a member leaves, an
 * invitation is withdrawn, each in one click (decision 100).
 */
export function ShortlistFamilyPanel(props: {
  family: ShortlistFamilyView;
  meId: string;
  onChange: () => void;
}) {
  const { t } = useTranslation('openschool');
  const errorText = useErrorText();
  const client = useGraphQLClient();
  const [email, setEmail] = useState('');
  const [message, setMessage] = useState<{ text: string; error: boolean } | null>(null);
  const { family } = props;

  const done = (result: { success: boolean; code: string | null }, success: string) => {
    if (!result.success) return setMessage({ text: errorText(result.code) ?? '', error: true });
    setMessage({ text: success, error: false });
    props.onChange();
  };
  /** A click that runs one change and says what it did, or why not. */
  const act = (change: () => Promise<MutationOutcome>, success: string) => async () =>
    done(await change(), success);
  const invite = async () => {
    const parsed = shortlistInvitationInputSchema.safeParse({ email });
    if (!parsed.success) {
      return setMessage({ text: errorText(parsed.error.issues[0]?.message) ?? '', error: true });
    }
    const result = await runMutation(client, INVITE_TO_SHORTLIST, parsed.data);
    if (result.success) setEmail('');
    done(result, t('tracker.family.invited', { email: parsed.data.email }));
  };

  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="shortlist-family">
      <Stack gap="sm">
        <Title order={2} size="h3" id="shortlist-family">
          {t('tracker.family.title')}
        </Title>
        <Text size="sm">{t('tracker.family.intro')}</Text>
        <List spacing="xs">
          {family.people.map((person) => (
            <List.Item key={person._id}>
              <Group gap="sm">
                <Text>
                  {person.name} ({person.email})
                </Text>
                {family.isOwner && person._id !== props.meId && (
                  <>
                    <SmallButton
                      onClick={act(
                        () => runMutation(client, REMOVE_SHORTLIST_MEMBER, { userId: person._id }),
                        t('tracker.family.removed', { name: person.name }),
                      )}
                    >
                      {t('tracker.family.remove', { name: person.name })}
                    </SmallButton>
                    <SmallButton
                      onClick={act(
                        () => runMutation(client, MAKE_SHORTLIST_OWNER, { userId: person._id }),
                        t('tracker.family.handedOver', { name: person.name }),
                      )}
                    >
                      {t('tracker.family.makeOwner', { name: person.name })}
                    </SmallButton>
                  </>
                )}
              </Group>
            </List.Item>
          ))}
          {family.invitations.map((invitation) => (
            <List.Item key={invitation.email}>
              <Group gap="sm">
                <Text c="gray.7">{t('tracker.family.waiting', { email: invitation.email })}</Text>
                <SmallButton
                  onClick={act(
                    () => runMutation(client, WITHDRAW_SHORTLIST_INVITATION, { email: invitation.email }),
                    t('tracker.family.withdrawn', { email: invitation.email }),
                  )}
                >
                  {t('tracker.family.withdraw', { email: invitation.email })}
                </SmallButton>
              </Group>
            </List.Item>
          ))}
        </List>
        <Group align="flex-end" gap="sm">
          <TextInput
            type="email"
            label={t('tracker.family.email')}
            value={email}
            onChange={(event) => setEmail(event.currentTarget.value)}
            w={280}
          />
          <Button variant="default" onClick={invite}>
            {t('tracker.family.invite')}
          </Button>
        </Group>
        {!family.isOwner && (
          <Group>
            <Button
              variant="default"
              onClick={act(() => runMutation(client, LEAVE_SHORTLIST_FAMILY, {}), t('tracker.family.left'))}
            >
              {t('tracker.family.leave')}
            </Button>
          </Group>
        )}
        <Text size="sm" c={message?.error ? 'red.8' : 'gray.7'} role="status" aria-live="polite">
          {message?.text}
        </Text>
      </Stack>
    </Paper>
  );
}

function SmallButton(props: { onClick: () => void; children: ReactNode }) {
  return (
    <Button size="xs" variant="default" onClick={props.onClick}>
      {props.children}
    </Button>
  );
}
