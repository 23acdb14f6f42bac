/**
 * A page's form as the server answered it when the browser posted it without the page's
 * scripts (decision 075): the page is rendered again with it, as the form's action data.
 */
export interface PostedForm {
  /** The fields as sent, secrets (passwords, captcha answers, tokens) left out: the form shows them again. */
  values: Record<string, string>;
  /** The answer, as the form's mutation gives it: a success, or the code and every refused field. */
  result: {
    success: boolean;
    code: string | null;
    field: string | null;
    fieldErrors: { field: string; code: string }[];
  };
}

/** What the server hands the page render for a posted form: the form, and the HTTP status of the page. */
export interface PostedFormRender {
  status: number;
  form: PostedForm;
}
