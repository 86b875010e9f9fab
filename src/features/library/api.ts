// The library's calls: list, upload, update (points, name, placement) and delete, per kind.
import { MessageResponseSchema } from '../../api/common';
import { endpointPath, LIBRARY_ENDPOINTS as NAMES } from '../../api/endpoints';
import type { ApiClient } from '../../api/http';
import {
  LibraryPhotoListSchema,
  LibraryPhotoSchema,
  type LibraryKind,
  type UpdateLibraryPhotoRequest,
} from '../../api/library';

export function fetchLibrary(api: ApiClient, kind: LibraryKind, signal?: AbortSignal) {
  return api.get(endpointPath(NAMES[kind].list), LibraryPhotoListSchema, {
    ...(signal ? { signal } : {}),
  });
}

export function uploadLibraryPhoto(api: ApiClient, kind: LibraryKind, file: File) {
  const form = new FormData();
  form.append('file', file);
  return api.upload(endpointPath(NAMES[kind].create), LibraryPhotoSchema, form);
}

export function updateLibraryPhoto(
  api: ApiClient,
  kind: LibraryKind,
  id: string,
  body: UpdateLibraryPhotoRequest,
) {
  return api.put(endpointPath(NAMES[kind].update, { id }), LibraryPhotoSchema, body);
}

export function deleteLibraryPhoto(api: ApiClient, kind: LibraryKind, id: string) {
  return api.delete(endpointPath(NAMES[kind].remove, { id }), MessageResponseSchema);
}
