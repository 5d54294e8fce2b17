// The texts of the legal pages (terms of sale, privacy notice, cancellation rules): downloaded only
// when one of them is opened (loadLegalTexts in src/lib/i18n.ts), not by every visitor with the
// rest of the language (index.ts).
import legal from './legal.json';

export default { legal };
