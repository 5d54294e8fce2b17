import { LateReceiptUpload } from '../../features/booking/components/LateReceiptUpload';
import { HomeScreen } from '../../features/home/components/HomeScreen';
import { PnrDialog, type PnrDialogProps } from '../../features/pnr/PnrDialog';

/**
 * The PNR dialog as the home screen opens it: a PENDING reservation offers the late receipt
 * upload (authorised by the PNR together with the guest's email).
 */
function PnrDialogWithReceiptUpload(props: Omit<PnrDialogProps, 'renderPendingActions'>) {
  return <PnrDialog {...props} renderPendingActions={(result) => <LateReceiptUpload pnrCode={result.pnrCode} />} />;
}

/** `/`: the home screen with the PNR dialog; the app composes the features. */
export function HomePage() {
  return <HomeScreen PnrDialog={PnrDialogWithReceiptUpload} />;
}
