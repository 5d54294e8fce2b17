import { lazyOpenable } from '../../components/onDemand';
import { HomeScreen } from '../../features/home/components/HomeScreen';
import { loadAccountTexts } from '../../lib/i18n';
import type { PnrDialogProps } from '../../features/pnr/PnrDialog';

/**
 * The PNR dialog as the home screen opens it: a PENDING reservation offers the late receipt
 * upload (authorised by the PNR together with the guest's email). Its code (form, upload)
 * loads when the visitor first opens it, not with the home page.
 */
const PnrDialogWithReceiptUpload = lazyOpenable(async () => {
  const [{ PnrDialog }, { LateReceiptUpload }] = await Promise.all([
    import('../../features/pnr/PnrDialog'),
    import('../../features/booking/components/LateReceiptUpload'),
    loadAccountTexts(),
  ]);
  return function PnrDialogWithUpload(props: Omit<PnrDialogProps, 'renderPendingActions'>) {
    return <PnrDialog {...props} renderPendingActions={(result) => <LateReceiptUpload pnrCode={result.pnrCode} />} />;
  };
});

/** `/`: the home screen with the PNR dialog; the app composes the features. */
export function HomePage() {
  return <HomeScreen PnrDialog={PnrDialogWithReceiptUpload} />;
}
