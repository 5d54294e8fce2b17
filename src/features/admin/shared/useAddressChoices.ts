import { useSearchParams } from 'react-router';

/**
 * What a back-office section keeps in its address (the hotel, a view, a date, an open record:
 * docs/urls.md), read with `searchParams` and changed with `choose`: an empty value drops its
 * parameter, and the change replaces the history entry (a pick is not a page of its own).
 */
export function useAddressChoices(): { searchParams: URLSearchParams; choose: (changes: Record<string, string | null>) => void } {
  const [searchParams, setSearchParams] = useSearchParams();
  const choose = (changes: Record<string, string | null>) => {
    const next = new URLSearchParams(searchParams);
    for (const [name, value] of Object.entries(changes)) {
      if (value) next.set(name, value);
      else next.delete(name);
    }
    setSearchParams(next, { replace: true });
  };
  return { searchParams, choose };
}
