import type { PageName } from '../../../contract/pages';

/** The legal texts, each a page of contract/pages.ts shown by LegalPage (components/LegalPage.tsx). */
export const LEGAL_DOCUMENTS = ['terms', 'privacy', 'cancellationPolicy'] as const satisfies readonly PageName[];
export type LegalDocumentName = (typeof LEGAL_DOCUMENTS)[number];

/** One numbered part of a legal text, as the locale files hold it (src/locales/<language>/legal.json). */
interface LegalSection {
  heading: string;
  paragraphs?: string[];
  items?: string[];
  /** Paragraphs after the list. */
  after?: string[];
}

/** A whole legal text: title, introduction and its sections in reading order. */
export interface LegalDocumentText {
  title: string;
  intro: string;
  sections: Record<string, LegalSection>;
}
