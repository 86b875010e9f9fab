import { useEffect, useRef, useState } from 'react';
import { Spinner } from '../../../ui/Spinner';
import * as styles from './VisualPreview.css';
import { Box } from '../../../ui/Box';

export interface ModelViewerProps {
  src: string;
  alt: string;
  /** Turns the model slowly; off for still screenshots and reduced motion. Default true. */
  autoRotate?: boolean;
  /** Called when the model file cannot be loaded or the viewer code cannot be fetched. */
  onError?: () => void;
  /** Called once the model is shown. */
  onLoad?: () => void;
}

type LoadState = 'loading' | 'loaded' | 'error';

// The viewer (and three.js) is a separate chunk, fetched the first time a model is shown.
let viewerCode: Promise<unknown> | null = null;
function loadViewerCode(): Promise<unknown> {
  viewerCode ??= import('@google/model-viewer').catch((error: unknown) => {
    viewerCode = null;
    throw error;
  });
  return viewerCode;
}

function prefersReducedMotion(): boolean {
  return (
    typeof window !== 'undefined' &&
    typeof window.matchMedia === 'function' &&
    window.matchMedia('(prefers-reduced-motion: reduce)').matches
  );
}

/** A 3D model in @google/model-viewer: drag to turn, pinch or scroll to zoom. */
export function ModelViewer({ src, alt, autoRotate = true, onError, onLoad }: ModelViewerProps) {
  const element = useRef<HTMLElement | null>(null);
  const [codeReady, setCodeReady] = useState(false);
  const [state, setState] = useState<LoadState>('loading');
  const callbacks = useRef({ onError, onLoad });
  useEffect(() => {
    callbacks.current = { onError, onLoad };
  });

  useEffect(() => {
    let active = true;
    loadViewerCode().then(
      () => active && setCodeReady(true),
      () => {
        if (!active) return;
        setState('error');
        callbacks.current.onError?.();
      },
    );
    return () => {
      active = false;
    };
  }, []);

  useEffect(() => {
    const viewer = element.current;
    if (!viewer || !codeReady) return;
    const loaded = () => {
      setState('loaded');
      callbacks.current.onLoad?.();
    };
    const failed = () => {
      setState('error');
      callbacks.current.onError?.();
    };
    viewer.addEventListener('load', loaded);
    viewer.addEventListener('error', failed);
    // The model may have finished before this effect ran (a fast cache hit).
    if ((viewer as HTMLElement & { loaded?: boolean }).loaded) loaded();
    return () => {
      viewer.removeEventListener('load', loaded);
      viewer.removeEventListener('error', failed);
    };
  }, [codeReady, src]);

  const rotate = autoRotate && !prefersReducedMotion();
  return (
    <Box position="relative" width="full" height="full" data-state={state}>
      {codeReady && (
        <model-viewer
          ref={element}
          key={src}
          className={styles.modelViewer}
          src={src}
          alt={alt}
          camera-controls=""
          // A three-quarter view reads as jewelry better than a flat front view.
          camera-orbit="-32deg 72deg auto"
          interaction-prompt="none"
          shadow-intensity="1"
          exposure="1.1"
          {...(rotate ? { 'auto-rotate': '' } : {})}
        />
      )}
      {state === 'loading' && (
        <Box
          as="span"
          position="absolute"
          display="grid"
          placeItems="center"
          className={styles.modelLoading}
        >
          <Spinner label="Loading the 3D model" />
        </Box>
      )}
    </Box>
  );
}
