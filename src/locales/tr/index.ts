// One JSON file per top-level key (a feature's texts), so features add their own file.
import core from './core.json';
import hotels from './hotels.json';
import hotelCard from './hotelCard.json';
import home from './home.json';
import confirmation from './confirmation.json';
import admin from './admin.json';
import adminOps from './adminOps.json';

export default {
  ...core,
  hotels,
  hotelCard,
  home,
  confirmation,
  admin,
  adminOps,
};
