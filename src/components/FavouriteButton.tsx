import { ActionIcon } from '@mantine/core';
import { IconHeart, IconHeartFilled } from '@tabler/icons-react';
import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useCanKeepFavourites, useFavourites, useSetFavourite } from '../lib/favourites';
import { pageUrl } from '../../contract/pages';

export interface FavouriteButtonProps {
  hotelId: string;
  /** Id of the hotel's name, so the button reads "Add to favourites, <hotel>". */
  describedBy?: string;
  /** Over a card's photo: pinned to its top start corner. */
  overlay?: boolean;
}

const overlayStyle: CSSProperties = {
  position: 'absolute',
  top: 'var(--mantine-spacing-xs)',
  insetInlineStart: 'var(--mantine-spacing-xs)',
  boxShadow: 'var(--mantine-shadow-sm)',
};

/**
 * The heart on hotel cards. A logged-in user saves or removes the hotel at once (optimistic; a
 * failure puts it back and says so); a guest (or an expired session) is taken to /login.
 */
export function FavouriteButton({ hotelId, describedBy, overlay = false }: FavouriteButtonProps) {
  const { t } = useTranslation();
  const loggedIn = useCanKeepFavourites();
  const favourites = useFavourites();
  const setFavourite = useSetFavourite();

  const style = overlay ? overlayStyle : undefined;
  const common = {
    size: 'lg',
    radius: 'xl',
    variant: 'white',
    color: 'red',
    style,
    'aria-describedby': describedBy,
  } as const;

  if (!loggedIn) {
    return (
      <ActionIcon component={Link} to={pageUrl('login')} aria-label={t('favourites.add')} {...common}>
        <IconHeart size={20} aria-hidden />
      </ActionIcon>
    );
  }

  const saved = favourites.data?.some((hotel) => hotel.id === hotelId) ?? false;
  // While the call runs the heart already shows the wanted state; on failure it falls back.
  const shown = setFavourite.isPending && setFavourite.variables.hotelId === hotelId ? setFavourite.variables.favourite : saved;

  return (
    <ActionIcon
      {...common}
      aria-label={t(shown ? 'favourites.remove' : 'favourites.add')}
      // Until the list is known the heart cannot say which way it would toggle.
      disabled={favourites.isPending}
      onClick={() => setFavourite.mutate({ hotelId, favourite: !shown })}
    >
      {shown ? <IconHeartFilled size={20} aria-hidden /> : <IconHeart size={20} aria-hidden />}
    </ActionIcon>
  );
}
