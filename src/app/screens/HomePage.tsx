import { lazy, Suspense, useState } from 'react';
import type { PnrDialogProps } from '../../features/pnr/PnrDialog';
import { HomeScreen } from '../../features/home/components/HomeScreen';

/**
 * The PNR dialog as the home screen opens it: a PENDING reservation offers the late receipt
 * upload (authorised by the PNR together with the guest's email). Its code (form, upload)
 * loads when the visitor first opens it, not with the home page.
 */
const PnrDialogWithReceiptUpload = lazy(async () => {
  const [{ PnrDialog }, { LateReceiptUpload }] = await Promise.all([
    import('../../features/pnr/PnrDialog'),
    import('../../features/booking/components/LateReceiptUpload'),
  ]);
  return {
    default: function PnrDialogWithUpload(props: Omit<PnrDialogProps, 'renderPendingActions'>) {
      return <PnrDialog {...props} renderPendingActions={(result) => <LateReceiptUpload pnrCode={result.pnrCode} />} />;
    },
  };
});

function LazyPnrDialog(props: { opened: boolean; onClose: () => void }) {
  const [wanted, setWanted] = useState(props.opened);
  if (props.opened && !wanted) setWanted(true);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <PnrDialogWithReceiptUpload {...props} />
    </Suspense>
  );
}

/** `/`: the home screen with the PNR dialog; the app composes the features. */
export function HomePage() {
  return <HomeScreen PnrDialog={LazyPnrDialog} />;
}
