import { useEffect, useState } from 'react';

/**
 * A value kept outside React (screen chunks in flight, a picker downloaded later), read as state
 * and followed through `subscribe`. Not useSyncExternalStore on purpose: when such a value changes
 * while React renders the first page in slices (a lazy screen starting to load does exactly that),
 * useSyncExternalStore makes React render the whole page again in one blocking pass to stay
 * consistent. Here the change is an ordinary state update of the component that reads it.
 */
export function useExternalValue<T>(subscribe: (onChange: () => void) => () => void, read: () => T): T {
  const [seen, setSeen] = useState(() => ({ read, value: read() }));
  useEffect(() => {
    const update = () => setSeen((last) => (last.read === read && Object.is(last.value, read()) ? last : { read, value: read() }));
    update(); // a change between the render and this effect
    return subscribe(update);
  }, [subscribe, read]);
  // `read` and `subscribe` must be stable (module-level); a different `read` (another kind of
  // value) is answered at once, not one render late.
  return seen.read === read ? seen.value : read();
}
