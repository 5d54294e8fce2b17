import { Box, Button, Container, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconBuildingSkyscraper, IconMapPin, IconRoute, IconTicket } from '@tabler/icons-react';
import { useState } from 'react';
import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { HotelCard } from '../../../components/HotelCard';
import { HotelSearchForm } from '../../../components/HotelSearchForm';
import { PlaceCard } from '../../../components/PlaceCard';
import { staySearchParams } from '../../../components/staySearch';
import { TourCard } from '../../../components/TourCard';
import { HOME_HERO_IMAGE, HOME_HERO_MIN_HEIGHT } from '../../../../contract/home';
import { useHomeHotels, useHomePlaces, useHomeTours } from '../api/homeSections';
import classes from './Home.module.css';
import { HomeSection } from './HomeSection';
import { pageUrl } from '../../../../contract/pages';

export interface HomeScreenProps {
  /** The PNR check dialog; the app passes the pnr feature's dialog (features do not import each other). */
  PnrDialog?: ComponentType<{ opened: boolean; onClose: () => void }>;
  /** Today in Van (YYYY-MM-DD) for the search's minimum date; stories pin it. */
  today?: string;
}

/** `/`: hero with the four buttons, the hotel search, and the first 4 hotels, places and tours. */
export function HomeScreen({ PnrDialog, today }: HomeScreenProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [pnrOpened, setPnrOpened] = useState(false);
  const hotels = useHomeHotels();
  const places = useHomePlaces();
  const tours = useHomeTours();

  return (
    <>
      {/* The hero photo is preloaded by the page's HTML (worker/pages/firstView.ts): one URL, in contract/home.ts. */}
      <Box className={classes.hero} style={{ '--hero-image': `url('${HOME_HERO_IMAGE}')`, minHeight: HOME_HERO_MIN_HEIGHT }}>
        <Container size="xl" pb="xl">
          <Stack gap="md" maw={720}>
            <Title order={1} c="white" fz={{ base: 28, sm: 40 }}>
              {t('home.hero.title')}
            </Title>
            <Text size="lg" c="white">
              {t('home.hero.subtitle')}
            </Text>
            <Group gap="sm" mt="sm">
              <Button component={Link} to={pageUrl('hotels')} size="md" leftSection={<IconBuildingSkyscraper size={18} aria-hidden />}>
                {t('home.hero.hotels')}
              </Button>
              <Button component={Link} to={pageUrl('tours')} size="md" variant="white" leftSection={<IconRoute size={18} aria-hidden />}>
                {t('home.hero.tours')}
              </Button>
              <Button component={Link} to={pageUrl('places')} size="md" variant="white" leftSection={<IconMapPin size={18} aria-hidden />}>
                {t('home.hero.places')}
              </Button>
              <Button
                size="md"
                variant="white"
                color="dark"
                leftSection={<IconTicket size={18} aria-hidden />}
                onClick={() => setPnrOpened(true)}
                aria-haspopup="dialog"
              >
                {t('home.hero.pnr')}
              </Button>
            </Group>
          </Stack>
        </Container>
      </Box>

      <Container size="xl" pb="xl">
        <Paper withBorder shadow="md" radius="md" p="md" className={classes.searchCard}>
          <Title order={2} size="h4" mb="sm">
            {t('home.searchTitle')}
          </Title>
          <HotelSearchForm today={today} onSearch={(search) => void navigate(pageUrl('hotels', staySearchParams(search)))} />
        </Paper>

        <Stack gap={48} mt={48}>
          <HomeSection
            title={t('home.hotels.title')}
            viewAllHref={pageUrl('hotels')}
            viewAllLabel={t('home.hotels.viewAll')}
            emptyMessage={t('home.hotels.empty')}
            query={hotels}
            itemKey={(hotel) => hotel.id}
            renderItem={(hotel) => <HotelCard hotel={hotel} headingOrder={3} />}
          />
          <HomeSection
            title={t('home.places.title')}
            viewAllHref={pageUrl('places')}
            viewAllLabel={t('home.places.viewAll')}
            emptyMessage={t('home.places.empty')}
            query={places}
            itemKey={(place) => place.id}
            renderItem={(place) => <PlaceCard place={place} headingOrder={3} />}
          />
          <HomeSection
            title={t('home.tours.title')}
            viewAllHref={pageUrl('tours')}
            viewAllLabel={t('home.tours.viewAll')}
            emptyMessage={t('home.tours.empty')}
            query={tours}
            itemKey={(tour) => tour.id}
            renderItem={(tour) => <TourCard tour={tour} headingOrder={3} />}
          />
        </Stack>
      </Container>

      {PnrDialog && <PnrDialog opened={pnrOpened} onClose={() => setPnrOpened(false)} />}
    </>
  );
}
