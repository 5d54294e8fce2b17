-- Issue 36: a rejected receipt says why, and a support message can be answered and handled.
--
-- The admin's reason for rejecting a bank-transfer receipt, shown to the guest (the PNR check,
-- the profile) and written in the rejection e-mail; cleared when a new receipt is attached or
-- the payment is approved.
ALTER TABLE payments ADD COLUMN rejection_reason TEXT;

-- A contact message (the contact form, or a live chat handed over to the team) is answered by
-- e-mail through the outbox (the reply kept here) and marked handled: new, answered, handled.
ALTER TABLE contact_messages ADD COLUMN language TEXT NOT NULL DEFAULT 'tr' CHECK (language IN ('tr', 'en', 'fa'));
ALTER TABLE contact_messages ADD COLUMN reply TEXT;
ALTER TABLE contact_messages ADD COLUMN replied_at TEXT;
ALTER TABLE contact_messages ADD COLUMN handled_at TEXT;
