// `/` signed in: the upload and the recent designs (loaded only for a signed-in designer).
import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { analyseMutationAtom, recentDesignsQueryAtom } from './atoms';
import { HomeView, type UploadPhase } from './components/HomeView';
import { checkFiles, percent, uploadErrorMessage } from './model';

export function SignedInHome({ greetingName }: { greetingName: string | null }) {
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
