// The back office's texts: downloaded only when the back office loads (loadBackOfficeTexts in
// src/lib/i18n.ts), not by every visitor with the rest of the language (index.ts).
import admin from './admin.json';
import adminContent from './adminContent.json';
import adminOps from './adminOps.json';
import adminAudit from './adminAudit.json';
import adminRooms from './adminRooms.json';
import frontDesk from './frontDesk.json';
import adminBank from './adminBank.json';

export default { admin, adminOps, adminContent, adminAudit, adminRooms, frontDesk, adminBank };
