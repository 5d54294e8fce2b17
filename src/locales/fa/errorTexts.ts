// The texts of the API's error codes (docs/decisions/0011-error-codes.md): downloaded when the
// first error answer arrives (src/lib/api.ts) or a screen that checks with them opens
// (loadErrorTexts in src/lib/i18n.ts), not by every visitor with the rest of the language (index.ts).
import errors from './errors.json';

export default { errors };
