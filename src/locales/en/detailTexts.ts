// The texts of the hotel, place and tour pages (the hotel page's sections, the photo gallery, the
// cancellation policy): downloaded with those pages (loadDetailTexts in src/lib/i18n.ts), not by
// every visitor with the rest of the language (index.ts). The booking screens and the PNR dialog
// show the cancellation policy too: account.ts has it as well.
import hotelDetail from './hotelDetail.json';
import cancellation from './cancellation.json';

export default { hotelDetail, cancellation };
