// `/`: the studio landing. Signed in: upload a design (checked here, analysed by the server), then
// confirm it at /designs/confirm-new. Anonymous: what the studio does and how to sign up.
import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Spinner } from '../../ui/Spinner';
import { sessionAtom, sessionLoadingAtom } from '../session/atoms';
import { analyseMutationAtom, recentDesignsQueryAtom } from './atoms';
import { AnonymousWelcome } from './components/AnonymousWelcome';
import { HomeView, type UploadPhase } from './components/HomeView';
import { checkFiles, percent, uploadErrorMessage } from './model';

export function HomeScreen() {
  const loading = useAtomValue(sessionLoadingAtom);
  const session = useAtomValue(sessionAtom);
  if (loading) {
    return (
      <div style={{ display: 'grid', placeItems: 'center', flex: 1, minHeight: 320 }}>
        <Spinner size="lg" label="Loading the studio" />
      </div>
    );
  }
  if (!session) return <AnonymousWelcome />;
  const meta = session.user.user_metadata as { name?: unknown; full_name?: unknown } | undefined;
  const name = [meta?.name, meta?.full_name].find(
    (value): value is string => typeof value === 'string' && value.trim() !== '',
  );
  return <SignedInHome greetingName={name?.trim().split(/\s+/)[0] ?? null} />;
}

function SignedInHome({ greetingName }: { greetingName: string | null }) {
  const navigate = useNavigate();
  const recent = useAtomValue(recentDesignsQueryAtom);
  const analyse = useAtomValue(analyseMutationAtom);
  const [phase, setPhase] = useState<UploadPhase>({ kind: 'idle' });
  const [dragging, setDragging] = useState(false);

  const onFiles = (files: File[]) => {
    const { file, error } = checkFiles(files);
    if (error) {
      setPhase({ kind: 'error', message: error });
      return;
    }
    if (!file) return;
    const chosen = files[0] as File;
    const fileName = chosen.name;
    setPhase({ kind: 'uploading', fileName, percent: 0 });
    analyse.mutate(
      {
        file: chosen,
        onProgress: (fraction) =>
          setPhase(
            fraction >= 1
              ? { kind: 'analyzing', fileName }
              : { kind: 'uploading', fileName, percent: percent(fraction) },
          ),
      },
      {
        onSuccess: (temporaryDesign) =>
          void navigate('/designs/confirm-new', { state: { temporaryDesign } }),
        onError: (failure) => setPhase({ kind: 'error', message: uploadErrorMessage(failure) }),
      },
    );
  };

  return (
    <HomeView
      greetingName={greetingName}
      phase={phase}
      dragging={dragging}
      recent={{ status: recent.status, items: recent.data?.items ?? [] }}
      onDragChange={setDragging}
      onFiles={onFiles}
    />
  );
}
