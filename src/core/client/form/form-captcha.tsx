import { type Control, Controller, type FieldValues, type Path } from 'react-hook-form';
import { CaptchaField } from '../captcha-field';
import { useErrorText } from './use-error-text';

/**
 * The captcha of a form as its `captcha` field. A token counts once: the page changes
 * `resetKey` after a refused submit so the widget starts anew.
 */
export function FormCaptcha<T extends FieldValues & { captcha: string }, Output = T>(props: {
  control: Control<T, unknown, Output>;
  resetKey: number;
}) {
  const errorText = useErrorText();
  return (
    <Controller
      name={'captcha' as Path<T>}
      control={props.control}
      render={({ field, fieldState }) => (
        <CaptchaField
          key={props.resetKey}
          onVerified={field.onChange}
          onReset={() => field.onChange('')}
          error={errorText(fieldState.error?.message)}
        />
      )}
    />
  );
}
