import { HomeScreen } from '../../features/home/components/HomeScreen';
import { PnrDialog } from '../../features/pnr/PnrDialog';

/** `/`: the home screen with the PNR dialog (the app composes features; URLS.md adds the late receipt upload here). */
export function HomePage() {
  return <HomeScreen PnrDialog={PnrDialog} />;
}
