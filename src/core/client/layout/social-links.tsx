import { useTranslation } from '@/core/client/use-translation';
import classes from './app-layout.module.css';
import { SOCIAL_ICONS } from './social-icons';

/** The Social section's page URLs (spec section 3), with the network's name and icon. */
export const SOCIAL_NETWORKS = [
  { setting: 'FACEBOOK_PAGE_URL', name: 'Facebook', icon: 'facebook' },
  { setting: 'TWITTER_URL', name: 'Twitter', icon: 'twitter' },
  { setting: 'INSTAGRAM_URL', name: 'Instagram', icon: 'instagram' },
  { setting: 'SNAPCHAT_URL', name: 'Snapchat', icon: 'snapchat' },
  { setting: 'TELEGRAM_URL', name: 'Telegram', icon: 'telegram' },
  { setting: 'LINKEDIN_URL', name: 'LinkedIn', icon: 'linkedin' },
  { setting: 'MEDIUM_URL', name: 'Medium', icon: 'medium' },
  { setting: 'GITHUB_URL', name: 'GitHub', icon: 'github' },
  { setting: 'YOUTUBE_URL', name: 'YouTube', icon: 'youtube' },
] as const;

/** The configured networks only, in the spec's order. */
export function configuredNetworks(settings: Record<string, unknown>) {
  return SOCIAL_NETWORKS.flatMap((network) => {
    const url = settings[network.setting];
    return typeof url === 'string' && /^https?:\/\//.test(url) ? [{ ...network, url }] : [];
  });
}

/** Round icon links to the site's pages on social networks, each opening in a new tab. */
export function SocialLinks(props: { settings: Record<string, unknown> }) {
  const { t } = useTranslation('common');
  const networks = configuredNetworks(props.settings);
  if (networks.length === 0) return null;
  return (
    <ul className={`${classes.plainList} ${classes.socialLinks}`} aria-label={t('footer.social')}>
      {networks.map((network) => (
        <li key={network.setting}>
          <a
            href={network.url}
            target="_blank"
            rel="noopener noreferrer"
            title={network.name}
            className={classes.socialLink}
          >
            <svg viewBox="0 0 24 24" width={20} height={20} aria-hidden="true" focusable="false">
              {SOCIAL_ICONS[network.icon]}
            </svg>
            <span className={classes.visuallyHidden}>{network.name}</span>
          </a>
        </li>
      ))}
    </ul>
  );
}
