import { runMutation } from '@/core/client/form/run-mutation';
import { useErrorText } from '@/core/client/form/use-error-text';
import { useGraphQLClient } from '@/core/client/graphql-client/graphql-provider';
import { AvatarUpload } from '@/core/client/image/avatar-upload';
import { useTranslation } from '@/core/client/use-translation';
import type { Notify } from './profile-notice';
import { type ProfileUser, UPDATE_PROFILE_MUTATION } from './profile-operations';

/** The avatar of the profile: an uploaded picture is saved as the user's imageId at once. */
export function ProfileAvatar(props: { user: ProfileUser; notify: Notify }) {
  const { t } = useTranslation('user');
  const errorText = useErrorText();
  const client = useGraphQLClient();
  const onUploaded = async (imageId: string) => {
    const result = await runMutation(client, UPDATE_PROFILE_MUTATION, { input: { imageId } });
    if (!result.success) {
      const failed = t('profile.failed');
      return props.notify({ kind: 'error', text: errorText(result.code, failed) ?? failed });
    }
    props.notify({ kind: 'success', text: t('profile.updated') });
    await client.refetchQueries({ include: ['data'] });
  };
  return <AvatarUpload imageId={props.user.imageId} email={props.user.email} onUploaded={onUploaded} />;
}
