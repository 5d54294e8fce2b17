/**
 * Code that only an interaction needs loads on that interaction, not with the page: a dialog or
 * drawer when first opened, a drop-down menu (Mantine Menu: Popover and floating-ui) when its
 * trigger is first pointed at, focused or clicked. The first view of a page stays light.
 */
import { lazy, Suspense, useLayoutEffect, useRef, useState } from 'react';
import type { ComponentType, ReactElement, RefObject } from 'react';

interface Openable {
  opened: boolean;
}

/**
 * A dialog or drawer loaded when first opened (`opened` turns true); it stays mounted after
 * that, so closing animates and reopening is instant.
 */
export function lazyOpenable<P extends Openable>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  const Loaded = lazy(async () => ({ default: await load() }));
  return function OnFirstOpen(props: P) {
    const [wanted, setWanted] = useState(props.opened);
    if (props.opened && !wanted) setWanted(true);
    if (!wanted) return null;
    return (
      <Suspense fallback={null}>
        <Loaded {...props} />
      </Suspense>
    );
  };
}

/** What the placeholder trigger must pass to its button. */
export interface TriggerHandlers {
  onPointerEnter: () => void;
  onFocus: () => void;
  onClick: () => void;
}

/** A menu that can start opened (the click that loaded it). */
export interface MenuOnDemandProps {
  defaultOpened?: boolean;
}

/**
 * A drop-down menu loaded on first use. Until then `trigger(handlers)` draws its button (the
 * same component the loaded menu uses as its target, so nothing moves): pointing at it or
 * focusing it starts the load, a click also opens the menu once loaded, and focus follows to
 * the loaded menu's button.
 */
export function menuOnDemand<P extends object>(load: () => Promise<ComponentType<P & MenuOnDemandProps>>) {
  let loading: Promise<ComponentType<P & MenuOnDemandProps>> | undefined;
  const start = () =>
    (loading ??= load().catch((error: unknown) => {
      loading = undefined; // offline for a moment: the next pointer or click tries again
      throw error;
    }));

  function FocusWhenMounted({ within, wanted }: { within: RefObject<HTMLSpanElement | null>; wanted: boolean }) {
    useLayoutEffect(() => {
      // Only when swapping the placeholder lost the focus (an opened menu moves focus itself).
      const lost = !document.activeElement || document.activeElement === document.body;
      if (wanted && lost) within.current?.querySelector<HTMLElement>('button, a')?.focus();
    }, [within, wanted]);
    return null;
  }

  return function MenuOnDemand({ trigger, ...props }: P & { trigger: (handlers: TriggerHandlers) => ReactElement }) {
    // The placeholder stays mounted (same button) until the code is here: no Suspense swap
    // between pointer-down and click.
    const [Loaded, setLoaded] = useState<ComponentType<P & MenuOnDemandProps> | null>(null);
    const [openOnLoad, setOpenOnLoad] = useState(false);
    const [focusOnLoad, setFocusOnLoad] = useState(false);
    const box = useRef<HTMLSpanElement>(null);
    const want = () => {
      start().then(
        (component) => setLoaded(() => component),
        () => undefined, // the button stays; the next interaction retries
      );
    };
    const handlers: TriggerHandlers = {
      onPointerEnter: want,
      onFocus: () => {
        setFocusOnLoad(true);
        want();
      },
      onClick: () => {
        setOpenOnLoad(true);
        want();
      },
    };
    return (
      // display: contents keeps the trigger a direct child of its flex row.
      <span ref={box} style={{ display: 'contents' }}>
        {Loaded ? (
          <>
            <Loaded {...(props as P)} defaultOpened={openOnLoad} />
            <FocusWhenMounted within={box} wanted={focusOnLoad || openOnLoad} />
          </>
        ) : (
          trigger(handlers)
        )}
      </span>
    );
  };
}
