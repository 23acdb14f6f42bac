import { Button, Group, Modal, Text } from '@mantine/core';
import { useEffect } from 'react';
import { useBlocker } from 'react-router';
import { useTranslation } from '@/core/client/use-translation';

/**
 * Warns before unsaved changes are lost: leaving for another page of the site asks first (a
 * dialog), closing or reloading the tab asks through the browser's own prompt.
 * `texts` names the dialog's texts: `{texts}.title`, `.text`, `.stay` and `.leave`
 * (`admin:crud.unsaved`). Moves between the pages under `within` (the settings' sections, which
 * keep their edits) do not ask. Returns the dialog to render.
 */
export function useUnsavedChanges(dirty: boolean, texts: string, within?: string) {
  const { t } = useTranslation();
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      dirty &&
      currentLocation.pathname !== nextLocation.pathname &&
      !(within && isUnder(nextLocation.pathname, within)),
  );
  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);
  return (
    <Modal
      opened={blocker.state === 'blocked'}
      onClose={() => blocker.reset?.()}
      title={t(`${texts}.title`)}
      centered
    >
      <Text mb="lg">{t(`${texts}.text`)}</Text>
      <Group justify="flex-end">
        <Button variant="default" onClick={() => blocker.reset?.()}>
          {t(`${texts}.stay`)}
        </Button>
        <Button color="red" onClick={() => blocker.proceed?.()}>
          {t(`${texts}.leave`)}
        </Button>
      </Group>
    </Modal>
  );
}

const isUnder = (pathname: string, base: string) => pathname === base || pathname.startsWith(`${base}/`);
