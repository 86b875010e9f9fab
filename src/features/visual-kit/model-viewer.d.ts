// JSX for the <model-viewer> custom element (@google/model-viewer), which is loaded on demand.
import type { DetailedHTMLProps, HTMLAttributes } from 'react';

interface ModelViewerAttributes extends HTMLAttributes<HTMLElement> {
  src?: string;
  alt?: string;
  poster?: string;
  'camera-controls'?: boolean | '';
  'camera-orbit'?: string;
  'auto-rotate'?: boolean | '';
  'interaction-prompt'?: 'auto' | 'none';
  'shadow-intensity'?: string;
  exposure?: string;
  'environment-image'?: string;
  loading?: 'auto' | 'lazy' | 'eager';
  reveal?: 'auto' | 'manual';
}

declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
      'model-viewer': DetailedHTMLProps<ModelViewerAttributes, HTMLElement>;
    }
  }
}
