import type { Generated } from 'kysely';

export interface UserTable {
  id: string;
  email: string;
  username: string | null;
  first_name: string | null;
  last_name: string | null;
  image_id: string | null;
  language: string | null;
  password_hash: string | null;
  email_verified_at: Date | null;
  activated_at: Date | null;
  locked_at: Date | null;
  closed_at: Date | null;
  last_login_at: Date | null;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
  /** Raised by every admin edit, so an edit based on an older reading is refused. */
  version: Generated<number>;
}

export type TokenPurpose = 'activation' | 'email-validation' | 'password-reset' | 'account-close';

// Type aliases, not interfaces: Kysely's withTables<T>() needs them.
export type AuthTables = {
  app_user: UserTable;
  role: {
    id: string;
    name: string;
    description: string | null;
    permissions: string[];
    built_in: Generated<boolean>;
    created_at: Generated<Date>;
    updated_at: Generated<Date>;
    version: Generated<number>;
  };
  user_group: {
    id: string;
    name: string;
    description: string | null;
    created_at: Generated<Date>;
    updated_at: Generated<Date>;
    version: Generated<number>;
  };
  group_role: { group_id: string; role_id: string };
  user_role: { user_id: string; role_id: string };
  group_member: { group_id: string; user_id: string };
  session: {
    token_hash: string;
    user_id: string;
    created_at: Generated<Date>;
    expires_at: Date;
    last_seen_at: Generated<Date>;
    ip: string | null;
    user_agent: string | null;
  };
  user_token: {
    token_hash: string;
    user_id: string;
    purpose: TokenPurpose;
    email: string | null;
    expires_at: Date;
    used_at: Date | null;
    created_at: Generated<Date>;
  };
  rate_attempt: { key: string; attempted_at: Date };
};
