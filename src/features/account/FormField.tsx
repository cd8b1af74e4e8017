/** A labelled input with its error under it, as the account forms show them (large type, clear error). */
export default function FormField(props: {
  id: string;
  name: string;
  label: string;
  type?: string;
  autoComplete?: string;
  defaultValue?: string;
  error?: string;
}) {
  const errorId = `${props.id}-error`;
  return (
    <div>
      <label htmlFor={props.id} className="block text-lg font-semibold">
        {props.label}
      </label>
      <input
        id={props.id}
        name={props.name}
        type={props.type ?? 'text'}
        required
        autoComplete={props.autoComplete}
        defaultValue={props.defaultValue}
        aria-invalid={props.error ? true : undefined}
        aria-describedby={props.error ? errorId : undefined}
        className="mt-1 block w-full rounded-lg border-2 border-surface-line bg-white px-4 py-3 text-lg focus:border-brand-600 focus:outline-none aria-[invalid=true]:border-accent-600"
      />
      {props.error && (
        <p id={errorId} className="mt-1 text-base font-semibold text-accent-700">
          {props.error}
        </p>
      )}
    </div>
  );
}
