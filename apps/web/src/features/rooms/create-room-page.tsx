import { LoadError } from '../../components/load-error.tsx';
import { PageSpinner } from '../../components/page-spinner.tsx';
import { RoomWizard } from './room-wizard.tsx';
import { useRoomOptions } from './rooms-api.ts';

/** /eventos-aci/crear: the choices of the form load first, then the wizard starts from them. */
export default function CreateRoomPage() {
  const options = useRoomOptions();
  if (options.isPending) return <PageSpinner />;
  if (options.isError) return <LoadError onRetry={() => void options.refetch()} />;
  return <RoomWizard options={options.data} />;
}
