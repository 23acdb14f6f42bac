import { gql, type OperationVariables } from '@apollo/client';
import type { AccountMutation } from './account-result';

interface AccountInputVariables extends OperationVariables {
  input: { email?: string; password?: string; captcha?: string; language?: string; token?: string };
}
interface TokenVariables extends OperationVariables {
  token: string;
}
type NoVariables = Record<string, never>;

// Each result is aliased `result` so runAccountMutation reads every one the same way.
const RESULT = 'success code error field';

export const REGISTER_MUTATION: AccountMutation<AccountInputVariables> = gql`
  mutation register($input: AccountInput!) { result: register(input: $input) { ${RESULT} } }
`;

export const ACTIVATE_ACCOUNT_MUTATION: AccountMutation<TokenVariables> = gql`
  mutation activateAccount($token: String!) { result: activateAccount(token: $token) { ${RESULT} } }
`;

export const VALIDATE_EMAIL_MUTATION: AccountMutation<TokenVariables> = gql`
  mutation validateEmail($token: String!) { result: validateEmail(token: $token) { ${RESULT} } }
`;

export const LOGIN_MUTATION: AccountMutation<AccountInputVariables> = gql`
  mutation login($input: AccountInput!) { result: login(input: $input) { ${RESULT} } }
`;

export const LOGOUT_MUTATION: AccountMutation<NoVariables> = gql`
  mutation logout { result: logout { ${RESULT} } }
`;

export const REQUEST_PASSWORD_RESET_MUTATION: AccountMutation<AccountInputVariables> = gql`
  mutation requestPasswordReset($input: AccountInput!) { result: requestPasswordReset(input: $input) { ${RESULT} } }
`;

export const RESET_PASSWORD_MUTATION: AccountMutation<AccountInputVariables> = gql`
  mutation resetPassword($input: AccountInput!) { result: resetPassword(input: $input) { ${RESULT} } }
`;

export const REQUEST_ACCOUNT_CLOSE_MUTATION: AccountMutation<NoVariables> = gql`
  mutation requestAccountClose { result: requestAccountClose { ${RESULT} } }
`;

export const CLOSE_ACCOUNT_MUTATION: AccountMutation<TokenVariables> = gql`
  mutation closeAccount($token: String!) { result: closeAccount(token: $token) { ${RESULT} } }
`;
