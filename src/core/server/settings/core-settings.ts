import { LANGUAGE_CODES } from '@/core/shared/languages';
import type { SettingDefinition } from './setting-definition';

/**
 * The keys of spec section 3 that belong to the platform. Sections owned by a module
 * (Open school, …) are declared in that module's manifest; sections of modules not built yet
 * are kept here until their module lands, so every spec key exists from the start.
 */
export const CORE_SETTINGS: SettingDefinition[] = [
  // Runtime flags of the setup flow; not editable in the settings forms.
  { key: 'setupInitialized', section: 'Runtime', type: 'boolean', default: false },
  { key: 'setupFinalized', section: 'Runtime', type: 'boolean', default: false },

  { key: 'EMAIL_NOREPLY', section: 'General', type: 'email', private: true, required: true },
  { key: 'EMAIL_NOREPLY_NAME', section: 'General', type: 'string', private: true, required: true },
  {
    key: 'WEBSITE_NAME',
    section: 'General',
    type: 'string',
    required: true,
    default: 'International Schools',
  },
  { key: 'WEBSITE_FOOTER', section: 'General', type: 'text' },
  { key: 'WEBSITE_URL', section: 'General', type: 'url', required: true, default: 'http://localhost:3000' },
  { key: 'COMPANY_ADDRESS', section: 'General', type: 'text' },
  { key: 'LANGUAGES', section: 'General', type: 'languages', required: true, default: LANGUAGE_CODES },

  { key: 'GOOGLE_ANALYTICS_TRACKING_ID', section: 'Integration', type: 'string' },
  { key: 'FRESHCHAT_TOKEN', section: 'Integration', type: 'string' },
  { key: 'GOOGLE_GTM_ID', section: 'Integration', type: 'string' },
  { key: 'SENTRY_DSN', section: 'Integration', type: 'string' },

  { key: 'ENABLE_SEO_INDEX', section: 'SEO', type: 'boolean', default: false },
  { key: 'WEBSITE_DESCRIPTION', section: 'SEO', type: 'text' },
  { key: 'WEBSITE_KEYWORDS', section: 'SEO', type: 'string' },

  ...[
    'FACEBOOK_PAGE_URL',
    'TWITTER_URL',
    'INSTAGRAM_URL',
    'SNAPCHAT_URL',
    'TELEGRAM_URL',
    'LINKEDIN_URL',
    'MEDIUM_URL',
    'GITHUB_URL',
    'YOUTUBE_URL',
  ].map((key): SettingDefinition => ({ key, section: 'Social', type: 'url' })),
  { key: 'TWITTER_USER', section: 'Social', type: 'string' },

  { key: 'MAILJET_API_KEY', section: 'Mailjet', type: 'secret', private: true, required: true },
  { key: 'MAILJET_API_SECRET', section: 'Mailjet', type: 'secret', private: true, required: true },
  // ENABLE_NEWSLETTER, MAILCHIMP_API_KEY and MAILCHIMP_LIST_ID: in the newsletter module's manifest.

  { key: 'ENABLE_PLACE', section: 'Place', type: 'boolean', default: false },
  { key: 'GOOGLE_MAPS_API_KEY', section: 'Place', type: 'string' },
  { key: 'IPINFO_API_KEY', section: 'Place', type: 'string' },
  { key: 'CLOUDINARY_API_SECRET', section: 'Place', type: 'secret', private: true },
  { key: 'CLOUDINARY_API_KEY', section: 'Place', type: 'string' },
  { key: 'CLOUDINARY_CLOUD_NAME', section: 'Place', type: 'string' },

  { key: 'ENABLE_UNSPLASH', section: 'Unsplash', type: 'boolean', default: false },

  { key: 'SESSION_SECRET', section: 'User', type: 'secret', private: true, required: true },
  // Not in the spec's list: which captcha the keys belong to. ALTCHA (self-hosted) needs no key.
  { key: 'CAPTCHA_PROVIDER', section: 'User', type: 'captchaProvider', default: 'altcha' },
  { key: 'CAPTCHA_SITE_KEY', section: 'User', type: 'string', required: true },
  { key: 'CAPTCHA_SECRET_KEY', section: 'User', type: 'secret', private: true, required: true },
  { key: 'ENABLE_GOOGLE_AUTH', section: 'User', type: 'boolean', default: false },
  { key: 'GOOGLE_CLIENT_ID', section: 'User', type: 'string' },
  { key: 'GOOGLE_CLIENT_SECRET', section: 'User', type: 'secret', private: true },
  { key: 'ENABLE_FACEBOOK_AUTH', section: 'User', type: 'boolean', default: false },
  { key: 'FACEBOOK_APP_ID', section: 'User', type: 'string', private: true },
  { key: 'FACEBOOK_APP_SECRET', section: 'User', type: 'secret', private: true },
];
