import { Anchor, Group } from '@mantine/core';
import { IconArrowLeft, IconArrowRight } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { getDirection } from '../../../lib/i18n';
import { pageUrl } from '../../../../contract/pages';

/** "Back to tours" (or to a tour's detail), the arrow pointing the reading direction's way back. */
export function TourBackLink({ to = pageUrl('tours'), label }: { to?: string; label?: string }) {
  const { t, i18n } = useTranslation();
  const Arrow = getDirection(i18n.language) === 'rtl' ? IconArrowRight : IconArrowLeft;
  return (
    <Anchor component={Link} to={to} size="sm" w="fit-content">
      <Group gap={4} component="span" wrap="nowrap">
        <Arrow size={16} aria-hidden />
        {label ?? t('tours.detail.back')}
      </Group>
    </Anchor>
  );
}
