// One JSON file per top-level key (a feature's texts), so features add their own file.
// The back office's texts are a separate download (backOffice.ts), loaded with the back office;
// so are those of the booking, account and sign-in screens (account.ts).
import core from './core.json';
import hotels from './hotels.json';
import hotelCard from './hotelCard.json';
import home from './home.json';
import placeCard from './placeCard.json';
import tourCard from './tourCard.json';
import searchForm from './searchForm.json';
import pnr from './pnr.json';
import hotelDetail from './hotelDetail.json';
import places from './places.json';
import tours from './tours.json';
import support from './support.json';
import favourites from './favourites.json';
import consent from './consent.json';
import cancellation from './cancellation.json';
import botCheck from './botCheck.json';
import map from './map.json';
import errors from './errors.json';
import roomTypes from './roomTypes.json';
import amenities from './amenities.json';

export default {
  ...core,
  hotels,
  hotelCard,
  home,
  placeCard,
  tourCard,
  searchForm,
  pnr,
  hotelDetail,
  places,
  tours,
  support,
  favourites,
  consent,
  cancellation,
  botCheck,
  map,
  errors,
  roomTypes,
  amenities,
};
