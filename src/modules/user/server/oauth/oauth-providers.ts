export type OAuthProviderName = 'google' | 'facebook';

export interface OAuthProfile {
  id: string;
  email: string | null;
  /** Whether the provider vouches for the address; only a vouched address may join an existing account. */
  emailVerified: boolean;
  firstName: string | null;
  lastName: string | null;
}

export interface OAuthProvider {
  name: OAuthProviderName;
  enableSetting: string;
  clientIdSetting: string;
  secretSetting: string;
  /** Google supports PKCE; Facebook's web flow relies on the client secret alone. */
  pkce: boolean;
  scopes: string[];
  endpoints: { authorize: string; token: string; userinfo: string };
  toProfile(userinfo: Record<string, unknown>): OAuthProfile;
}

const text = (value: unknown) => (typeof value === 'string' && value ? value : null);

/** Endpoints as documented by each provider (Google's OpenID configuration, Facebook Graph API v19). */
export const OAUTH_PROVIDERS: Record<OAuthProviderName, OAuthProvider> = {
  google: {
    name: 'google',
    enableSetting: 'ENABLE_GOOGLE_AUTH',
    clientIdSetting: 'GOOGLE_CLIENT_ID',
    secretSetting: 'GOOGLE_CLIENT_SECRET',
    pkce: true,
    scopes: ['openid', 'email', 'profile'],
    endpoints: {
      authorize: 'https://accounts.google.com/o/oauth2/v2/auth',
      token: 'https://oauth2.googleapis.com/token',
      userinfo: 'https://openidconnect.googleapis.com/v1/userinfo',
    },
    toProfile: (info) => ({
      id: String(info.sub),
      email: text(info.email)?.toLowerCase() ?? null,
      emailVerified: info.email_verified === true,
      firstName: text(info.given_name),
      lastName: text(info.family_name),
    }),
  },
  facebook: {
    name: 'facebook',
    enableSetting: 'ENABLE_FACEBOOK_AUTH',
    clientIdSetting: 'FACEBOOK_APP_ID',
    secretSetting: 'FACEBOOK_APP_SECRET',
    pkce: false,
    scopes: ['email', 'public_profile'],
    endpoints: {
      authorize: 'https://www.facebook.com/v19.0/dialog/oauth',
      token: 'https://graph.facebook.com/v19.0/oauth/access_token',
      userinfo: 'https://graph.facebook.com/v19.0/me?fields=id,email,first_name,last_name',
    },
    // Facebook returns only confirmed addresses.
    toProfile: (info) => ({
      id: String(info.id),
      email: text(info.email)?.toLowerCase() ?? null,
      emailVerified: Boolean(text(info.email)),
      firstName: text(info.first_name),
      lastName: text(info.last_name),
    }),
  },
};

/** The provider's endpoints, or a fake's (`<base>/<provider>/authorize|token|userinfo`) when OAUTH_BASE_URL is set. */
export function endpointsOf(
  provider: OAuthProvider,
  baseUrl: string | undefined,
): OAuthProvider['endpoints'] {
  if (!baseUrl) return provider.endpoints;
  const base = `${baseUrl.replace(/\/+$/, '')}/${provider.name}`;
  return { authorize: `${base}/authorize`, token: `${base}/token`, userinfo: `${base}/userinfo` };
}
