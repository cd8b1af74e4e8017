import { type ComponentType, lazy, Suspense } from 'react';

/**
 * A component whose code loads the first time it renders (a panel most visitors never open), so
 * an island's first paint does not pay for it (decision 033). Until the code is there the panel
 * shows nothing; on a phone that is a few tens of milliseconds after the click.
 */
export function onDemand<Props extends object>(
  load: () => Promise<{ default: ComponentType<Props> }>,
): ComponentType<Props> {
  const Lazy = lazy(load);
  // Called once per panel at module level (panels.lazy.ts), never during a render.
  // biome-ignore lint/correctness/noComponentHookFactories: a module-level factory, like lazy() itself
  return function OnDemand(props: Props) {
    return (
      <Suspense fallback={null}>
        <Lazy {...props} />
      </Suspense>
    );
  };
}
