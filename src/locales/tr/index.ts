// One JSON file per top-level key (a feature's texts), so features add their own file.
// The back office's texts are a separate download (backOffice.ts), loaded with the back office;
// so are those of the booking, account and sign-in screens (account.ts), of the contact screen
// (supportTexts.ts), of the tour screens (tourTexts.ts), of the detail pages (detailTexts.ts)
// and of the API's error codes (errorTexts.ts).
import core from './core.json';
import hotels from './hotels.json';
import hotelCard from './hotelCard.json';
import home from './home.json';
import placeCard from './placeCard.json';
import tourCard from './tourCard.json';
import searchForm from './searchForm.json';
import places from './places.json';
import favourites from './favourites.json';
import botCheck from './botCheck.json';
import map from './map.json';
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
  places,
  favourites,
  botCheck,
  map,
  roomTypes,
  amenities,
};
