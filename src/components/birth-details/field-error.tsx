import { fieldError } from './field-styles';

/**
 * A field's problem, tied to its input with aria-describedby. role="alert" makes screen readers
 * announce it the moment it appears, without moving focus.
 */
export function FieldError({ id, message }: { id: string; message: string | undefined }) {
  if (!message) return null;
  return (
    <p id={id} role="alert" className={fieldError}>
      {message}
    </p>
  );
}
