import { fieldStyles } from './field-styles';

/** The form's one message above or under its fields: an error is an alert, a success a status. */
export default function FormAlert({ kind = 'error', text }: { kind?: 'error' | 'status'; text?: string }) {
  if (!text) return null;
  return kind === 'error' ? (
    <p role="alert" className={fieldStyles.alert}>
      {text}
    </p>
  ) : (
    <p role="status" className={fieldStyles.status}>
      {text}
    </p>
  );
}
