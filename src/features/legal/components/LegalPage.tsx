import { Anchor, Container, Group, List, Stack, Text, Title } from '@mantine/core';
import { Suspense, use } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { TERMS_VERSION } from '../../../../contract/legal';
import { pageUrl } from '../../../../contract/pages';
import { LoadingState } from '../../../components/LoadingState';
import { formatDate } from '../../../lib/format';
import { loadLegalTexts } from '../../../lib/i18n';
import { supportContact } from '../../../lib/supportContact';
import { LEGAL_DOCUMENTS, type LegalDocumentName, type LegalDocumentText } from '../legalDocuments';

// The legal texts are long and rarely read, so they are not in the language file every visitor
// downloads (src/lib/i18n.ts): their download starts with this chunk and the page waits for them.
const legalTexts = loadLegalTexts();

export interface LegalPageProps {
  document: LegalDocumentName;
}

/**
 * /terms, /privacy and /cancellation-policy: one legal text with its version (contract/legal.ts),
 * the way to reach us about it and links to the other two.
 */
export function LegalPage({ document }: LegalPageProps) {
  return (
    <Suspense fallback={<LoadingState minHeight="60vh" />}>
      <LegalDocument name={document} />
    </Suspense>
  );
}

function LegalDocument({ name }: { name: LegalDocumentName }) {
  use(legalTexts);
  const { t, i18n } = useTranslation();
  const { address, email, phone } = supportContact;
  const text: LegalDocumentText = t(`legal.documents.${name}`, { returnObjects: true, address, email, phone });
  const others = LEGAL_DOCUMENTS.filter((other) => other !== name);

  return (
    <Container size="md" py="xl">
      <Stack gap="lg">
        <div>
          <Title order={1}>{text.title}</Title>
          <Text c="dimmed" size="sm" mt={4}>
            {t('legal.version', { version: TERMS_VERSION, date: formatDate(TERMS_VERSION, i18n.language, 'long') })}
          </Text>
        </div>
        <Text>{text.intro}</Text>

        {Object.entries(text.sections).map(([key, section]) => (
          <Stack key={key} component="section" gap="xs" aria-labelledby={`legal-${key}`}>
            <Title order={2} size="h4" id={`legal-${key}`}>
              {section.heading}
            </Title>
            {section.paragraphs?.map((paragraph) => <Text key={paragraph}>{paragraph}</Text>)}
            {section.items && (
              <List spacing="xs" withPadding>
                {section.items.map((item) => (
                  <List.Item key={item}>{item}</List.Item>
                ))}
              </List>
            )}
            {section.after?.map((paragraph) => <Text key={paragraph}>{paragraph}</Text>)}
          </Stack>
        ))}

        <Text>
          {t('legal.questions')}{' '}
          <Anchor component={Link} to={pageUrl('contact', { tab: 'contact' })}>
            {t('legal.contactLink')}
          </Anchor>
        </Text>

        <Stack component="nav" gap="xs" aria-labelledby="legal-related">
          <Title order={2} size="h5" id="legal-related">
            {t('legal.related')}
          </Title>
          <Group gap="lg">
            {others.map((other) => (
              <Anchor key={other} component={Link} to={pageUrl(other)}>
                {t(`screens.${other}`)}
              </Anchor>
            ))}
          </Group>
        </Stack>
      </Stack>
    </Container>
  );
}
