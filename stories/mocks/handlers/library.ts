// /api/library/models and /api/library/scenes: list, upload, update and delete, per kind.
import { LIBRARY_ENDPOINTS as NAMES } from '../../../src/api/endpoints';
import type { LibraryKind, LibraryPhoto } from '../../../src/api/library';
import { UpdateLibraryPhotoRequestSchema } from '../../../src/api/library';
import { makeFacePhoto, makeModelPhoto, makeScenePhoto } from '../fixtures/library';
import { errorResponse, handle, invalidRequest, pending, readJson, respond } from './respond';

const defaults: Record<LibraryKind, () => LibraryPhoto[]> = {
  model: () => [makeFacePhoto(), makeModelPhoto()],
  scene: () => [makeScenePhoto()],
};

export const libraryHandlers = {
  list: (kind: LibraryKind, items: readonly LibraryPhoto[] = defaults[kind]()) =>
    handle(NAMES[kind].list, () => respond(NAMES[kind].list, { items: [...items] })),
  /** An upload answered with `photo` (the server's detection done). */
  upload: (kind: LibraryKind, photo: LibraryPhoto) =>
    handle(NAMES[kind].create, () => respond(NAMES[kind].create, photo, 201)),
  uploadPending: (kind: LibraryKind) => pending(NAMES[kind].create),
  /** Echoes the points sent as the designer's. */
  update: (
    kind: LibraryKind,
    items: readonly LibraryPhoto[] = defaults[kind](),
    onBody?: (body: unknown) => void,
  ) =>
    handle(NAMES[kind].update, async ({ request, params }) => {
      const body = await readJson(request);
      onBody?.(body);
      const parsed = UpdateLibraryPhotoRequestSchema.safeParse(body);
      if (!parsed.success) return invalidRequest(parsed.error);
      const photo = items.find((item) => item.photo_id === params.id);
      if (!photo) return errorResponse(404, 'Photo not found.', 'not_found');
      const landmarks = parsed.data.landmarks?.map((point) => ({
        ...point,
        score: null,
        source: 'designer' as const,
      }));
      return respond(NAMES[kind].update, {
        ...photo,
        ...(parsed.data.name ? { name: parsed.data.name } : {}),
        ...(landmarks
          ? { landmarks, detection: landmarks.length ? 'found' : 'nothing_found' }
          : {}),
        updated_at: '2026-11-25T12:00:00Z',
      });
    }),
  remove: (kind: LibraryKind) =>
    handle(NAMES[kind].remove, () => respond(NAMES[kind].remove, { message: 'Photo deleted.' })),
};
