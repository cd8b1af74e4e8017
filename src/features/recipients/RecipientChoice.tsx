import Field from '~/components/form/Field';
import * as careTexts from '~/lib/messages/care';
import { addressLines } from '~/lib/postal-address';
import RecipientFields from './RecipientFields';
import type { SavedRecipient } from './recipients';
import type { ForWhom, Recipient } from './use-recipient';

/** Only the texts this module shows, from their part files (decision 033). */
const messages = { recipients: careTexts.recipients };

const text = messages.recipients;
const tile = (selected: boolean) =>
  `flex cursor-pointer items-center gap-4 rounded-xl border-2 p-4 has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-brand-700 has-[:focus-visible]:outline-offset-2 ${selected ? 'border-brand-600 bg-brand-50' : 'border-surface-line'}`;

interface Props {
  recipient: Recipient;
  errors: Record<string, string | undefined>;
  clearError: (name: string) => void;
}

/** "Voor wie is deze bestelling?": for the buyer, or to someone else's address (decision 024). */
export default function RecipientChoice({ recipient, errors, clearError }: Props) {
  const { forWhom, setForWhom, saved, chosen, setChosen } = recipient;
  const choices: [ForWhom, string][] = [
    ['self', text.forMyself],
    ['other', text.forSomeoneElse],
  ];
  return (
    <fieldset>
      <legend className="text-2xl font-bold">{text.question}</legend>
      <div className="mt-3 grid gap-3 sm:grid-cols-2">
        {choices.map(([value, label]) => (
          <label key={value} className={tile(forWhom === value)}>
            <input
              type="radio"
              name="for_whom"
              value={value}
              checked={forWhom === value}
              onChange={() => setForWhom(value)}
              className="h-5 w-5 flex-none accent-brand-600"
            />
            <span className="text-lg font-semibold">{label}</span>
          </label>
        ))}
      </div>
      {forWhom === 'other' && (
        <div className="mt-4 grid gap-4">
          <p className="text-lg text-ink-soft">{text.explain}</p>
          {saved.length > 0 && (
            <fieldset className="grid gap-3">
              <legend className="mb-2 text-xl font-semibold">{text.savedPick}</legend>
              {saved.map((option) => (
                <SavedOption
                  key={option.id}
                  option={option}
                  selected={chosen === option.id}
                  choose={() => setChosen(option.id)}
                />
              ))}
              <label className={tile(chosen === 'new')}>
                <input
                  type="radio"
                  name="recipient_choice"
                  checked={chosen === 'new'}
                  onChange={() => setChosen('new')}
                  className="h-5 w-5 flex-none accent-brand-600"
                />
                <span className="text-lg font-semibold">{text.newRecipient}</span>
              </label>
            </fieldset>
          )}
          {chosen === 'new' && <NewRecipient recipient={recipient} errors={errors} clearError={clearError} />}
        </div>
      )}
    </fieldset>
  );
}

function SavedOption(props: { option: SavedRecipient; selected: boolean; choose: () => void }) {
  const { option } = props;
  const [street, place] = addressLines({
    street: option.street,
    streetNumber: option.house_number,
    streetAddition: option.addition,
    postcode: option.postcode,
    city: option.city,
  });
  return (
    <label className={tile(props.selected)}>
      <input
        type="radio"
        name="recipient_choice"
        value={option.id}
        checked={props.selected}
        onChange={props.choose}
        className="h-5 w-5 flex-none accent-brand-600"
      />
      <span className="text-lg">
        <span className="block font-semibold">{option.label}</span>
        {option.first_name} {option.last_name}, {street}, {place}
      </span>
    </label>
  );
}

function NewRecipient({ recipient, errors, clearError }: Props) {
  return (
    <>
      <RecipientFields
        prefix="recipient_"
        values={recipient.form}
        onChange={(field, value) => {
          recipient.change(field, value);
          clearError(`recipient_${field}`);
        }}
        onAddressBlur={recipient.lookUp}
        errors={errors}
      />
      {recipient.canKeep && (
        <div className="grid gap-3">
          <label className="flex items-center gap-3 text-lg">
            <input
              type="checkbox"
              name="recipient_keep"
              checked={recipient.keep}
              onChange={(event) => recipient.setKeep(event.target.checked)}
              className="h-5 w-5 accent-brand-600"
            />
            {text.save}
          </label>
          {recipient.keep && (
            <Field
              name="recipient_label"
              label={text.label}
              hint={text.labelHint}
              value={recipient.label}
              onChange={(event) => {
                recipient.setLabel(event.target.value);
                clearError('recipient_label');
              }}
              error={errors.recipient_label}
            />
          )}
        </div>
      )}
    </>
  );
}
