// The texts of the tour screens (list, detail, booking) and the admin's tours: downloaded with those
// screens (loadTourTexts in src/lib/i18n.ts), not by every visitor with the rest of the language (index.ts).
import tours from './tours.json';

export default { tours };
