// The library's data: each kind's photographs, and the upload, update and delete that refresh them.
import { atomWithMutation, atomWithQuery, queryClientAtom } from 'jotai-tanstack-query';
import type { LibraryKind, UpdateLibraryPhotoRequest } from '../../api/library';
import { atomFamily } from '../../lib/atom-family';
import { apiClientAtom, designerQuery } from '../session/api-client';
import { deleteLibraryPhoto, fetchLibrary, updateLibraryPhoto, uploadLibraryPhoto } from './api';

const LIBRARY_KEY = 'library';

export const libraryQueryAtom = atomFamily((kind: LibraryKind) =>
  atomWithQuery((get) =>
    designerQuery(get, [LIBRARY_KEY, kind], (api, signal) => fetchLibrary(api, kind, signal)),
  ),
);

export const uploadPhotoMutationAtom = atomWithMutation((get) => {
  const api = get(apiClientAtom);
  const client = get(queryClientAtom);
  return {
    mutationKey: [LIBRARY_KEY, 'upload'],
    mutationFn: ({ kind, file }: { kind: LibraryKind; file: File }) =>
      uploadLibraryPhoto(api, kind, file),
    onSuccess: () => client.invalidateQueries({ queryKey: [LIBRARY_KEY] }),
  };
});

export const updatePhotoMutationAtom = atomWithMutation((get) => {
  const api = get(apiClientAtom);
  const client = get(queryClientAtom);
  return {
    mutationKey: [LIBRARY_KEY, 'update'],
    mutationFn: ({
      kind,
      id,
      body,
    }: {
      kind: LibraryKind;
      id: string;
      body: UpdateLibraryPhotoRequest;
    }) => updateLibraryPhoto(api, kind, id, body),
    onSuccess: () => client.invalidateQueries({ queryKey: [LIBRARY_KEY] }),
  };
});

export const deletePhotoMutationAtom = atomWithMutation((get) => {
  const api = get(apiClientAtom);
  const client = get(queryClientAtom);
  return {
    mutationKey: [LIBRARY_KEY, 'delete'],
    mutationFn: ({ kind, id }: { kind: LibraryKind; id: string }) =>
      deleteLibraryPhoto(api, kind, id),
    onSuccess: () => client.invalidateQueries({ queryKey: [LIBRARY_KEY] }),
  };
});
