/**
 * A failure another attempt cannot fix (the design's image is gone, the piece cannot be found,
 * the fidelity check refused the result). Its message is shown to the designer as is.
 */
export class VisualFailure extends Error {
  override name = 'VisualFailure';
}
