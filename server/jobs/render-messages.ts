// What the main thread and a render thread say to each other (structured clone: Buffers arrive
// as Uint8Arrays, Dates stay Dates).
import type { RenderOptions } from '../studio/render/render-transformation';
import type { RenderInput, RenderedVisual } from './worker';

export interface RenderRequest {
  id: number;
  input: RenderInput;
  options?: RenderOptions;
}

export type RenderReply =
  | { id: number; visual: RenderedVisual }
  | { id: number; error: { message: string; visualFailure: boolean } };
