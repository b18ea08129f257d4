/**
 * A control whose popup code is not needed until it is used: pointing at or focusing the
 * trigger starts loading the code, the first click mounts `children` (which should open
 * itself) with the trigger drawn meanwhile.
 */
import React from 'react';

interface TriggerHandlers {
  onPointerEnter: () => void;
  onFocus: () => void;
  onClick: () => void;
}

interface Props {
  /** Starts loading the popup's code (the lazy component's import). */
  preload: () => unknown;
  /** The trigger as drawn before the popup exists. */
  trigger: (handlers: TriggerHandlers) => React.ReactElement;
  /** The lazily loaded control with its own trigger, mounted open. */
  children: React.ReactNode;
}

export default function OpenOnFirstUse({ preload, trigger, children }: Props) {
  const [ isUsed, setIsUsed ] = React.useState(false);
  const button = trigger({ onPointerEnter: () => void preload(), onFocus: () => void preload(), onClick: () => setIsUsed(true) });
  if (!isUsed) return button;
  return <React.Suspense fallback={ button }>{ children }</React.Suspense>;
}
