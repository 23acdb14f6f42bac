import { Switch, Text } from '@mantine/core';
import { useState } from 'react';
import { runMutation } from '@/core/client/form/run-mutation';
import { useErrorText } from '@/core/client/form/use-error-text';
import { useGraphQLClient } from '@/core/client/graphql-client/graphql-provider';
import { useQuery } from '@/core/client/graphql-client/use-query';
import { useTranslation } from '@/core/client/use-translation';
import { SCHOOL_ALERTS_QUERY, SET_SCHOOL_ALERTS } from './school-alerts.query';

/**
 * A signed-in parent's choice to hear by email when a school of their shortlist changes its
 * fees or its status: off until they turn it on; what the server kept is what it shows.
 */
export function SchoolAlertsSwitch() {
  const { t } = useTranslation('openschool');
  const errorText = useErrorText();
  const client = useGraphQLClient();
  const { data } = useQuery(SCHOOL_ALERTS_QUERY, { fetchPolicy: 'cache-and-network' });
  const [saving, setSaving] = useState(false);
  const [message, setMessage] = useState<{ text: string; error: boolean } | null>(null);
  if (!data?.schoolAlerts) return null;

  const change = async (enabled: boolean) => {
    setSaving(true);
    const result = await runMutation(client, SET_SCHOOL_ALERTS, { enabled });
    setSaving(false);
    if (result.success && 'item' in result && result.item) {
      client.writeQuery({ query: SCHOOL_ALERTS_QUERY, data: { schoolAlerts: result.item } });
      setMessage({ text: t(enabled ? 'alerts.switch.on' : 'alerts.switch.off'), error: false });
    } else {
      setMessage({ text: errorText(result.code) ?? '', error: true });
    }
  };

  return (
    <div>
      <Switch
        label={t('alerts.switch.label')}
        description={t('alerts.switch.description')}
        checked={data.schoolAlerts.enabled}
        disabled={saving}
        onChange={(event) => change(event.currentTarget.checked)}
      />
      <Text size="sm" mt={4} c={message?.error ? 'red.8' : 'gray.7'} role="status" aria-live="polite">
        {message?.text}
      </Text>
    </div>
  );
}
