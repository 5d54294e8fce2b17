import '@mantine/core/styles/CheckboxCard.css';
import '@mantine/core/styles/CheckboxIndicator.css';
import '@mantine/core/styles/Checkbox.css';
import { Anchor, Checkbox, type CheckboxProps } from '@mantine/core';
import { Trans, useTranslation } from 'react-i18next';
import { pageUrl, type PageName } from '../../contract/pages';

export type TermsAcceptanceProps = Omit<CheckboxProps, 'label' | 'description' | 'children'>;

/** A legal text's page, opened in a new tab so the form and what was typed stay. */
const newTab = (page: PageName & ('terms' | 'privacy' | 'cancellationPolicy')) => (
  <Anchor href={pageUrl(page)} target="_blank" rel="noopener noreferrer" inherit />
);

/**
 * The booking forms' required box: the guest has read and accepts the terms of sale, the privacy
 * notice and the cancellation rules (contract/legal.ts), each linked. The form spreads its field
 * into it (`form.getInputProps('termsAccepted', { type: 'checkbox' })`) and says the error.
 */
export function TermsAcceptance(props: TermsAcceptanceProps) {
  const { t } = useTranslation();
  return (
    <Checkbox
      // Mantine ties the error to the box (aria-describedby) but does not mark the box invalid.
      aria-invalid={props.error ? true : undefined}
      {...props}
      label={<Trans i18nKey="consent.label" components={{ terms: newTab('terms'), privacy: newTab('privacy'), cancellation: newTab('cancellationPolicy') }} />}
      description={t('consent.newTab')}
    />
  );
}
