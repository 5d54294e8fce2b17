// The texts of the contact screen (its form, FAQ and contact details): downloaded with that screen
// (loadSupportTexts in src/lib/i18n.ts), not by every visitor with the rest of the language (index.ts).
import support from './support.json';

export default { support };
