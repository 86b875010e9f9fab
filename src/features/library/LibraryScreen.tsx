// /library: the designer's own photographs. Lists each kind, uploads (the server finds the points
// while the card says so), lets the designer move or mark a model's points, and deletes.
import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { LibraryKind, LibraryPhoto } from '../../api/library';
import { isApiError } from '../../api/http';
import {
  deletePhotoMutationAtom,
  libraryQueryAtom,
  updatePhotoMutationAtom,
  uploadPhotoMutationAtom,
} from './atoms';
import { LibraryView } from './components/LibraryView';

const messageOf = (error: unknown) =>
  isApiError(error) ? error.detail : 'Please check your connection and try again.';

export function LibraryScreen() {
  const [search, setSearch] = useSearchParams();
  const kind: LibraryKind = search.get('kind') === 'scene' ? 'scene' : 'model';
  const list = useAtomValue(libraryQueryAtom(kind));
  const upload = useAtomValue(uploadPhotoMutationAtom);
  const update = useAtomValue(updatePhotoMutationAtom);
  const remove = useAtomValue(deletePhotoMutationAtom);
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [toDelete, setToDelete] = useState<LibraryPhoto | null>(null);

  return (
    <LibraryView
      kind={kind}
      onKindChange={(next) => {
        setSelectedId(null);
        setSearch(next === 'scene' ? { kind: 'scene' } : {});
      }}
      photos={list.data?.items ?? null}
      loadError={list.isError ? messageOf(list.error) : null}
      uploading={upload.isPending}
      uploadError={upload.isError ? messageOf(upload.error) : null}
      onUpload={(file) =>
        upload.mutate(
          { kind, file },
          { onSuccess: (photo) => setSelectedId(kind === 'model' ? photo.photo_id : null) },
        )
      }
      selectedId={selectedId}
      onSelect={(photo) => setSelectedId(photo.photo_id === selectedId ? null : photo.photo_id)}
      savingPoints={update.isPending}
      pointsError={update.isError ? messageOf(update.error) : null}
      onSavePoints={(photo, points) =>
        update.mutate({ kind, id: photo.photo_id, body: { landmarks: points } })
      }
      toDelete={toDelete}
      deleting={remove.isPending}
      onAskDelete={setToDelete}
      onCancelDelete={() => setToDelete(null)}
      onConfirmDelete={() =>
        toDelete &&
        remove.mutate(
          { kind, id: toDelete.photo_id },
          {
            onSettled: () => {
              if (selectedId === toDelete.photo_id) setSelectedId(null);
              setToDelete(null);
            },
          },
        )
      }
    />
  );
}
