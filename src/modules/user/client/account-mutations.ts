import { graphql } from '@/core/client/graphql/public-graphql';

// Each result is aliased `result` and selects `success code error field`, so runMutation reads
// every one the same way; a form's mutation adds `fieldErrors`, every field it refused.

export const REGISTER_MUTATION = graphql(`
  mutation register($input: AccountInput!) {
    result: register(input: $input) { success code error field fieldErrors { field code } }
  }
`);

export const ACTIVATE_ACCOUNT_MUTATION = graphql(`
  mutation activateAccount($token: String!) { result: activateAccount(token: $token) { success code error field } }
`);

export const VALIDATE_EMAIL_MUTATION = graphql(`
  mutation validateEmail($token: String!) { result: validateEmail(token: $token) { success code error field } }
`);

export const LOGIN_MUTATION = graphql(`
  mutation login($input: AccountInput!) {
    result: login(input: $input) { success code error field fieldErrors { field code } }
  }
`);

export const LOGOUT_MUTATION = graphql(`
  mutation logout { result: logout { success code error field } }
`);

export const REQUEST_PASSWORD_RESET_MUTATION = graphql(`
  mutation requestPasswordReset($input: AccountInput!) {
    result: requestPasswordReset(input: $input) {
      success code error field fieldErrors { field code }
    }
  }
`);

export const RESET_PASSWORD_MUTATION = graphql(`
  mutation resetPassword($input: AccountInput!) {
    result: resetPassword(input: $input) { success code error field fieldErrors { field code } }
  }
`);

export const REQUEST_ACCOUNT_CLOSE_MUTATION = graphql(`
  mutation requestAccountClose { result: requestAccountClose { success code error field } }
`);

export const CLOSE_ACCOUNT_MUTATION = graphql(`
  mutation closeAccount($token: String!) { result: closeAccount(token: $token) { success code error field } }
`);
