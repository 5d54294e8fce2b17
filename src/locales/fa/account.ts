// The texts of the screens nobody lands on first (the booking form and its confirmation, the
// profile, sign-in and registration, the PNR dialog, the terms to accept, the cancellation
// policy): downloaded with those screens (loadAccountTexts in src/lib/i18n.ts), not by every
// visitor with the rest of the language (index.ts).
import auth from './auth.json';
import booking from './booking.json';
import confirmation from './confirmation.json';
import profile from './profile.json';
import pnr from './pnr.json';
import consent from './consent.json';
import cancellation from './cancellation.json';

export default { auth, booking, confirmation, profile, pnr, consent, cancellation };
