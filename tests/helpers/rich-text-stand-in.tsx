// Milkdown needs a real layout engine (and its timers outlive a simulated DOM): component tests mock
// `~/features/editor/RichTextEditor` with this plain text area, e.g.
// `vi.mock('~/features/editor/RichTextEditor', () => import('<path>/tests/helpers/rich-text-stand-in'))`.
export default function RichTextStandIn(props: {
  html: string;
  labelledBy: string;
  onChange: (html: string) => void;
}) {
  return (
    <textarea
      aria-labelledby={props.labelledBy}
      defaultValue={props.html}
      onChange={(event) => props.onChange(event.target.value)}
    />
  );
}
