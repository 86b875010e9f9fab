// /craft and /craft/{assetId}: choose a design (or upload one on Home), then a kind of visual, a
// scene and a quality; see the cost against the balance; Generate submits the job, and the new
// visual shows at once among the design's visuals and updates as the studio works (spec §4
// polling). A design handed over in navigation state (initialAsset) renders without waiting.
import { useAtomValue } from 'jotai';
import { useMemo, useState } from 'react';
import { useLocation, useParams } from 'react-router-dom';
import type { Transformation } from '../../api/transformation';
import { ButtonLink } from '../../ui/Button';
import { EmptyState } from '../../ui/EmptyState';
import { LoadingState } from '../../ui/LoadingState';
import { profileQueryAtom } from '../session/atoms';
import {
  assetQueryAtom,
  createTransformationMutationAtom,
  listErrorMessage,
  transformationsQueryAtom,
} from '../visual-kit/atoms';
import { craftDesignsQueryAtom, craftLibraryQueryAtom } from './atoms';
import {
  DEFAULT_SELECTION,
  buildCraftRequest,
  checkCredits,
  createErrorOf,
  submittedMessage,
  initialAssetFrom,
  type CraftSelection,
} from './model';
import { costOf } from '../../api/catalogue';
import { CraftChooseAsset } from './components/CraftChooseAsset';
import { CraftStudio } from './components/CraftStudio';
import * as styles from './components/Craft.css';
import {
  ASSET_NOT_FOUND_TEXT,
  ASSET_NOT_FOUND_TITLE,
  assetScreenState,
  historyVisuals,
} from '../visual-kit/model';
import { useNewFlags } from '../visual-kit/use-new-flags';
import { ConnectedVisualPreview } from '../visual-kit/ConnectedVisualPreview';
import { downloadVisual } from '../visual-kit/download';
import * as visualPage from '../visual-kit/components/VisualPage.css';

export function CraftScreen() {
  const { assetId } = useParams<{ assetId: string }>();
  return assetId ? <CraftForAsset key={assetId} assetId={assetId} /> : <ChooseDesign />;
}

function ChooseDesign() {
  const designs = useAtomValue(craftDesignsQueryAtom);
  const data = designs.data;
  return (
    <CraftChooseAsset
      status={data ? 'success' : designs.isError ? 'error' : 'pending'}
      designs={data?.items ?? []}
      hasMore={!!data && data.total > data.items.length}
      errorMessage={designs.error ? listErrorMessage(designs.error) : null}
    />
  );
}

function CraftForAsset({ assetId }: { assetId: string }) {
  const location = useLocation();
  const initial = useMemo(
    () => initialAssetFrom(location.state, assetId),
    [location.state, assetId],
  );
  const assetQuery = useAtomValue(assetQueryAtom(assetId));
  const screen =
    initial && !assetQuery.data
      ? { kind: 'ready' as const, asset: initial }
      : assetScreenState(assetId, assetQuery);

  if (screen.kind === 'ready') return <Studio asset={screen.asset} />;
  if (screen.kind === 'loading') {
    return (
      <div className={visualPage.page}>
        <LoadingState
          label="Loading your design"
          text="Loading your design..."
          className={styles.centered}
        />
      </div>
    );
  }
  return (
    <div className={visualPage.page}>
      <EmptyState
        title={
          screen.kind === 'not-found' || screen.kind === 'unavailable'
            ? ASSET_NOT_FOUND_TITLE
            : 'This design could not be loaded'
        }
        description={screen.kind === 'error' ? screen.message : ASSET_NOT_FOUND_TEXT}
        action={
          <ButtonLink to="/craft" variant="primary">
            Choose another design
          </ButtonLink>
        }
      />
    </div>
  );
}

function Studio({ asset }: { asset: NonNullable<ReturnType<typeof initialAssetFrom>> }) {
  const profile = useAtomValue(profileQueryAtom);
  const list = useAtomValue(transformationsQueryAtom(asset.asset_id));
  const create = useAtomValue(createTransformationMutationAtom);
  const flags = useNewFlags(asset.asset_id, list.data);
  // The designer's own models and scenes, offered beside the studio's for the kinds that take them.
  const yourModels = useAtomValue(craftLibraryQueryAtom('model'));
  const yourScenes = useAtomValue(craftLibraryQueryAtom('scene'));

  const [selection, setSelection] = useState<CraftSelection>(DEFAULT_SELECTION);
  const [created, setCreated] = useState<Transformation[]>([]);
  const [error, setError] = useState<string | null>(null);
  const [refused, setRefused] = useState(false);
  const [submitted, setSubmitted] = useState<string | null>(null);
  const [open, setOpen] = useState<Transformation | null>(null);

  const credits = checkCredits(
    costOf(selection.kind, selection.quality),
    profile.data?.available_credits,
  );

  // What the studio just accepted shows first until the list carries it.
  const listed = historyVisuals(list.data);
  const pendingCreated = created.filter(
    (visual) => !listed.some((item) => item.transformation_id === visual.transformation_id),
  );
  const items = [...pendingCreated, ...listed];

  const onGenerate = () => {
    const built = buildCraftRequest(asset, selection);
    setError(null);
    setRefused(false);
    setSubmitted(null);
    if (!built.ok) {
      setError(built.error);
      return;
    }
    const chosen = selection;
    create.mutate(built.request, {
      onSuccess: (visual) => {
        setCreated((previous) => [visual, ...previous]);
        setSubmitted(submittedMessage(chosen));
      },
      onError: (failure) => {
        const outcome = createErrorOf(failure);
        if (outcome.kind === 'credits') setRefused(true);
        else setError(outcome.message);
      },
    });
  };

  return (
    <>
      <CraftStudio
        asset={asset}
        selection={selection}
        onSelectionChange={(next) => {
          setSelection(next);
          setRefused(false);
          setError(null);
        }}
        credits={credits}
        refusedForCredits={refused}
        submitting={create.isPending}
        error={error}
        submitted={submitted}
        onGenerate={onGenerate}
        yourPhotos={
          selection.kind === 'model_shot'
            ? (yourModels.data?.items ?? [])
            : selection.kind === 'lifestyle'
              ? (yourScenes.data?.items ?? [])
              : []
        }
        visuals={{
          status: list.data ? 'success' : list.isError ? 'error' : 'pending',
          items,
          isNew: (id) =>
            flags.isNew(id) || pendingCreated.some((visual) => visual.transformation_id === id),
          errorMessage: listErrorMessage(list.error),
        }}
        onOpenVisual={setOpen}
        onDownloadVisual={(visual) => void downloadVisual(visual)}
      />
      <ConnectedVisualPreview visual={open} asset={asset} onClose={() => setOpen(null)} />
    </>
  );
}
