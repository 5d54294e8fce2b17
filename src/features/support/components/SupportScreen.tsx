import '@mantine/core/styles/Tabs.css';
import { Container, Grid, Stack, Tabs, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ContactForm } from './ContactForm';
import { ContactInfo } from './ContactInfo';
import { Faq } from './Faq';
import { LiveChat } from './LiveChat';

const tabs = ['chat', 'faq', 'contact'] as const;
type SupportTab = (typeof tabs)[number];

/** /contact: live chat, FAQ and the contact form as tabs (?tab=), next to the contact details. */
export function SupportScreen() {
  const { t } = useTranslation();
  const [searchParams, setSearchParams] = useSearchParams();
  const tab: SupportTab = tabs.find((known) => known === searchParams.get('tab')) ?? 'chat';

  return (
    <Container size="xl" py="xl">
      <Stack gap="lg">
        <div>
          <Title order={1}>{t('screens.contact')}</Title>
          <Text c="dimmed">{t('support.subtitle')}</Text>
        </div>
        <Grid gap="lg">
          <Grid.Col span={{ base: 12, md: 8 }}>
            <Tabs
              value={tab}
              onChange={(value) => {
                const next = tabs.find((known) => known === value) ?? 'chat';
                setSearchParams(next === 'chat' ? {} : { tab: next }, { replace: true });
              }}
              keepMounted
            >
              <Tabs.List aria-label={t('support.tabsLabel')} mb="md" grow style={{ flexWrap: 'nowrap', overflowX: 'auto', overflowY: 'hidden' }}>
                <Tabs.Tab value="chat">
                  {t('support.tabs.chat')}
                </Tabs.Tab>
                <Tabs.Tab value="faq">
                  {t('support.tabs.faq')}
                </Tabs.Tab>
                <Tabs.Tab value="contact">
                  {t('support.tabs.contact')}
                </Tabs.Tab>
              </Tabs.List>
              <Tabs.Panel value="chat">
                <LiveChat />
              </Tabs.Panel>
              <Tabs.Panel value="faq">
                <Faq />
              </Tabs.Panel>
              <Tabs.Panel value="contact">
                <ContactForm />
              </Tabs.Panel>
            </Tabs>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 4 }}>
            <ContactInfo />
          </Grid.Col>
        </Grid>
      </Stack>
    </Container>
  );
}
