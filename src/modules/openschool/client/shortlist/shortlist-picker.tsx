import { Anchor, Box, Checkbox, CloseButton, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useId } from 'react';
import { Link, useLocation } from 'react-router';
import { useTranslation } from '@/core/client/use-translation';
import { COMPARE_MAX } from '@/modules/openschool/shared/directory-constants';
import { SHORTLIST_MAX } from '@/modules/openschool/shared/shortlist-limits';
import type { ShortlistEntry } from './guest-shortlist';
import { ShortlistNote } from './shortlist-note';

/**
 * The whole shortlist under the comparison: tick which schools (up to COMPARE_MAX) are
 * compared, remove the ones no longer wanted, and (signed in) keep a private note on each. A
 * guest is told the list lives in this browser.
 */
export function ShortlistPicker(props: {
  entries: ShortlistEntry[];
  compared: readonly string[];
  signedIn: boolean;
  onCompare: (id: string, compared: boolean) => void;
  onRemove: (entry: ShortlistEntry) => void;
  onSaveNote: (id: string, note: string) => Promise<string | null>;
}) {
  const { t } = useTranslation('openschool');
  const headingId = useId();
  const { pathname, search } = useLocation();
  const full = props.compared.length >= COMPARE_MAX;
  return (
    <Paper component="section" aria-labelledby={headingId} withBorder radius="md" p="md">
      <Group justify="space-between" align="baseline" wrap="wrap" gap="xs">
        <Title order={2} size="h3" id={headingId}>
          {t('shortlist.title')}
        </Title>
        <Text c="gray.7" size="sm">
          {t('shortlist.count', { count: props.entries.length, max: SHORTLIST_MAX })}
        </Text>
      </Group>
      <Text size="sm" c="gray.7" mt={4}>
        {t('shortlist.choose', { max: COMPARE_MAX })}
      </Text>
      <Stack component="ul" gap={4} mt="sm" p={0} style={{ listStyle: 'none' }}>
        {props.entries.map((entry) => {
          const checked = props.compared.includes(entry.id);
          return (
            <Box component="li" key={entry.id}>
              <Group justify="space-between" wrap="nowrap" gap="xs">
                <Checkbox
                  label={entry.name || entry.id}
                  checked={checked}
                  disabled={!checked && full}
                  onChange={(event) => props.onCompare(entry.id, event.currentTarget.checked)}
                />
                <CloseButton
                  aria-label={t('shortlist.remove', { name: entry.name || entry.id })}
                  onClick={() => props.onRemove(entry)}
                />
              </Group>
              {props.signedIn && (
                // Under the name, in line with the checkbox's label.
                <Box pl={32} pb={4}>
                  <ShortlistNote
                    schoolId={entry.id}
                    name={entry.name || entry.id}
                    note={entry.note ?? null}
                    onSave={(note) => props.onSaveNote(entry.id, note)}
                  />
                </Box>
              )}
            </Box>
          );
        })}
      </Stack>
      {props.signedIn && props.entries.length > 0 && (
        <Text size="sm" mt="sm">
          <Anchor component={Link} to="/applications">
            {t('tracker.link')}
          </Anchor>
        </Text>
      )}
      {!props.signedIn && (
        <Text size="sm" c="gray.7" mt="sm">
          {t('shortlist.guestNote')} {t('shortlist.guestNotes')}{' '}
          <Anchor component={Link} to={`/login?redirect=${encodeURIComponent(pathname + search)}`}>
            {t('shortlist.signIn')}
          </Anchor>
        </Text>
      )}
    </Paper>
  );
}
