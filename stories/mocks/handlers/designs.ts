// POST /api/designs/initiate-analysis (multipart, field `file`)
import type { TemporaryDesign } from '../../../src/api/asset';
import { makeTemporaryDesign } from '../fixtures/designs';
import { errorResponse, failing, handle, pending, respond } from './respond';

export const designHandlers = {
  /** Analyses any upload that carries a file into the given temporary design. */
  analyse: (design: TemporaryDesign = makeTemporaryDesign()) =>
    handle('initiateAnalysis', async ({ request }) => {
      const form = await request.formData().catch(() => null);
      if (!(form?.get('file') instanceof File)) {
        return errorResponse(422, 'Attach the image as the file field.', 'validation_error');
      }
      return respond('initiateAnalysis', design, 201);
    }),
  error: (status = 500, detail = 'The analysis failed. Please try another image.') =>
    failing('initiateAnalysis', status, detail),
  pending: () => pending('initiateAnalysis'),
};
