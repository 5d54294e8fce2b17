import { useLocation } from 'react-router';

/** The story router's URL, shown so a story's `play` checks what the page URL carries (sort, filters). */
export function CurrentLocation() {
  const location = useLocation();
  return <output aria-label="current location">{`${location.pathname}${location.search}`}</output>;
}
