import { Badge, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { BookingKind } from '../../../../contract';

/** A booking's PNR in a list, marked "Tour" when it is a tour booking (payments and refunds cover both kinds). */
export function BookingPnr({ pnrCode, kind }: { pnrCode: string; kind: BookingKind }) {
  const { t } = useTranslation();
  return (
    <Group gap={6} wrap="nowrap">
      <Text ff="monospace" size="sm" dir="ltr">
        {pnrCode}
      </Text>
      {kind === 'TOUR' && (
        <Badge size="xs" variant="outline" color="dark.9">
          {t('adminOps.bookingKind.TOUR')}
        </Badge>
      )}
    </Group>
  );
}
