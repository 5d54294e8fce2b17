import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/NavLink.css';
import { Box, Container, NativeSelect, NavLink, Stack, Title } from '@mantine/core';
import { Suspense, use, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { LoadingState } from '../../components/LoadingState';
import { loadBackOfficeTexts, loadErrorTexts } from '../../lib/i18n';
import classes from './AdminScreen.module.css';
import { SECTION_PARAM, sectionOf, sections } from './sections';

// The back office's texts are not in the language file every visitor downloads: their download
// starts with this chunk and the screen waits for them. (A top-level await here made Rolldown
// move the screen's shared chunks into the entry, 40 KB gzip more on every page.)
// The error codes' texts too: the hotel form checks its times with two of them.
const backOfficeTexts = Promise.all([loadBackOfficeTexts(), loadErrorTexts().catch(() => undefined)]);

/**
 * /admin (ADMIN only, guarded in the router): one screen, a side menu switching sections
 * (spec section 2). The chosen section lives in `?section=` so a reload or a shared link keeps
 * it. On phones the menu becomes a select above the section.
 */
export function AdminScreen() {
  return (
    <Suspense fallback={<LoadingState minHeight="60vh" />}>
      <AdminContent />
    </Suspense>
  );
}

function AdminContent() {
  use(backOfficeTexts);
  const { t } = useTranslation();
  const [searchParams, setSearchParams] = useSearchParams();
  const current = sectionOf(searchParams.get(SECTION_PARAM));
  const { Component } = current;
  const contentRef = useRef<HTMLDivElement>(null);
  const firstRender = useRef(true);

  // After a switch, keyboard and screen-reader users land on the new section.
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    contentRef.current?.focus({ preventScroll: true });
  }, [current.key]);

  const hrefOf = (key: string) => `?${new URLSearchParams({ [SECTION_PARAM]: key }).toString()}`;

  return (
    <Container size="xl" py="lg" px={{ base: 'sm', sm: 'md' }}>
      <Title order={1} mb="md">
        {t('screens.admin')}
      </Title>
      <div className={classes.layout}>
        <Box component="nav" aria-label={t('admin.menuLabel')} className={classes.menu} visibleFrom="md">
          <Stack gap={2}>
            {sections.map((section) => {
              const SectionIcon = section.icon;
              const active = section.key === current.key;
              return (
                <NavLink
                  key={section.key}
                  component={Link}
                  to={hrefOf(section.key)}
                  label={t(section.labelKey)}
                  leftSection={<SectionIcon size={18} aria-hidden />}
                  active={active}
                  aria-current={active ? 'page' : undefined}
                  variant="light"
                  style={{ borderRadius: 'var(--mantine-radius-md)' }}
                />
              );
            })}
          </Stack>
        </Box>
        <Box hiddenFrom="md" mb="md">
          <NativeSelect
            label={t('admin.menuSelect')}
            value={current.key}
            data={sections.map((section) => ({ value: section.key, label: t(section.labelKey) }))}
            onChange={(event) => setSearchParams({ [SECTION_PARAM]: event.currentTarget.value })}
          />
        </Box>
        <div ref={contentRef} tabIndex={-1} className={classes.content} data-section={current.key}>
          {/* The menu stays while a section's chunk loads. */}
          <Suspense fallback={<LoadingState minHeight="40vh" />}>
            <Stack gap="lg">
              <Component key={current.key} />
            </Stack>
          </Suspense>
        </div>
      </div>
    </Container>
  );
}
