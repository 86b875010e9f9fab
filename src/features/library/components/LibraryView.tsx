// The library screen's states: the tabs (Your models, Your scenes), the empty invitation, the grid
// of photographs with what was found on each, an upload in progress, the points editor of the
// chosen photograph, and the delete confirmation.
import { ImagePlus, Trash2 } from 'lucide-react';
import { useRef } from 'react';
import type { LibraryKind, LibraryPhoto } from '../../../api/library';
import { Alert } from '../../../ui/Alert';
import { Button } from '../../../ui/Button';
import { Box } from '../../../ui/Box';
import { Chip } from '../../../ui/Chip';
import { ConfirmDeleteDialog } from '../../../ui/ConfirmDeleteDialog';
import { EmptyState } from '../../../ui/EmptyState';
import { IconButton } from '../../../ui/IconButton';
import { Spinner } from '../../../ui/Spinner';
import { Inline } from '../../../ui/Inline';
import { Stack } from '../../../ui/Stack';
import { surfaceCard } from '../../../ui/surface.css';
import { Tabs } from '../../../ui/Tabs';
import * as typography from '../../../ui/typography.css';
import {
  DELETE_DESCRIPTION,
  DELETE_TITLE,
  KIND_TABS,
  LIBRARY_INTRO,
  LIBRARY_TITLE,
  UPLOADING,
  detectionLine,
} from '../model';
import * as styles from './Library.css';
import { PhotoPoints, type PointPosition } from './PhotoPoints';
import { PageIntro } from '../../../ui/PageIntro';

export interface LibraryViewProps {
  kind: LibraryKind;
  onKindChange: (kind: LibraryKind) => void;
  /** Null while loading. */
  photos: LibraryPhoto[] | null;
  loadError?: string | null;
  uploading?: boolean;
  uploadError?: string | null;
  onUpload: (file: File) => void;
  selectedId?: string | null;
  onSelect: (photo: LibraryPhoto) => void;
  savingPoints?: boolean;
  pointsError?: string | null;
  onSavePoints: (photo: LibraryPhoto, points: PointPosition[]) => void;
  toDelete?: LibraryPhoto | null;
  deleting?: boolean;
  onAskDelete: (photo: LibraryPhoto) => void;
  onCancelDelete: () => void;
  onConfirmDelete: () => void;
}

export function LibraryView(props: LibraryViewProps) {
  const { kind, onKindChange, toDelete, deleting = false } = props;
  return (
    <Stack as="main" gap="8" className={styles.page}>
      <PageIntro title={LIBRARY_TITLE} lead={LIBRARY_INTRO} />
      <Tabs
        selectedKey={kind}
        onChange={(key) => onKindChange(key as LibraryKind)}
        label="Library"
        tabs={KIND_TABS.map((tab) => ({
          key: tab.key,
          label: tab.label,
          content: tab.key === kind ? <KindPanel {...props} /> : null,
        }))}
      />
      <ConfirmDeleteDialog
        open={toDelete != null}
        title={DELETE_TITLE}
        description={DELETE_DESCRIPTION}
        confirmLabel="Delete photo"
        deleting={deleting}
        onCancel={props.onCancelDelete}
        onConfirm={props.onConfirmDelete}
      />
    </Stack>
  );
}

function KindPanel(props: LibraryViewProps) {
  const { kind, photos, uploading = false, selectedId } = props;
  const tab = KIND_TABS.find((candidate) => candidate.key === kind)!;
  const input = useRef<HTMLInputElement>(null);
  const selected = photos?.find((photo) => photo.photo_id === selectedId) ?? null;
  const chooseFile = (
    <>
      <input
        ref={input}
        type="file"
        accept="image/jpeg,image/png,image/webp,image/avif,image/heic"
        hidden
        aria-label={tab.upload}
        onChange={(event) => {
          const file = event.target.files?.[0];
          if (file) props.onUpload(file);
          event.target.value = '';
        }}
      />
      <Button
        variant="primary"
        startIcon={<ImagePlus size={18} aria-hidden />}
        loading={uploading}
        onClick={() => input.current?.click()}
      >
        {tab.upload}
      </Button>
    </>
  );

  if (props.loadError) return <Alert tone="error">{props.loadError}</Alert>;
  if (photos === null) return <Spinner label={`Loading ${tab.label.toLowerCase()}...`} />;
  return (
    <div>
      {props.uploadError ? <Alert tone="error">{props.uploadError}</Alert> : null}
      {photos.length === 0 && !uploading ? (
        <EmptyState
          icon={<ImagePlus size={32} aria-hidden />}
          title={`${tab.label} will appear here`}
          description={tab.empty}
          action={chooseFile}
        />
      ) : (
        <>
          <Inline justify="space-between" gap="4" marginBottom="6">
            <p className={typography.caption}>
              {photos.length} {photos.length === 1 ? 'photo' : 'photos'}
            </p>
            {chooseFile}
          </Inline>
          <ul className={styles.grid} aria-label={tab.label}>
            {uploading ? (
              <Stack as="li" gap="2" padding="3" className={surfaceCard} aria-busy="true">
                <Stack
                  align="center"
                  justifyContent="center"
                  gap="3"
                  padding="4"
                  color="secondary"
                  fontSize="sm"
                  textAlign="center"
                  background="canvas"
                  borderRadius="md"
                  className={styles.uploadingThumb}
                >
                  <Spinner label={UPLOADING} />
                  <span>{UPLOADING}</span>
                </Stack>
              </Stack>
            ) : null}
            {photos.map((photo) => (
              <PhotoCard
                key={photo.photo_id}
                photo={photo}
                selected={photo.photo_id === selectedId}
                onSelect={() => props.onSelect(photo)}
                onDelete={() => props.onAskDelete(photo)}
              />
            ))}
          </ul>
        </>
      )}
      {selected && kind === 'model' ? (
        <PhotoPoints
          key={selected.photo_id + selected.updated_at}
          photo={selected}
          saving={props.savingPoints ?? false}
          error={props.pointsError ?? null}
          onSave={(points) => props.onSavePoints(selected, points)}
        />
      ) : null}
    </div>
  );
}

function PhotoCard({
  photo,
  selected,
  onSelect,
  onDelete,
}: {
  photo: LibraryPhoto;
  selected: boolean;
  onSelect: () => void;
  onDelete: () => void;
}) {
  const status = detectionLine(photo);
  return (
    <Stack as="li" gap="2" padding="3" className={selected ? styles.selectedCard : surfaceCard}>
      <button
        type="button"
        className={styles.thumbButton}
        onClick={onSelect}
        aria-pressed={selected}
        aria-label={`${photo.name}: ${photo.kind === 'model' ? 'show its points' : 'select'}`}
      >
        <img className={styles.thumb} src={photo.image_url} alt="" />
      </button>
      <Inline wrap="nowrap" justify="space-between" gap="2">
        <Box
          as="p"
          fontSize="sm"
          color="text"
          overflow="hidden"
          textOverflow="ellipsis"
          whiteSpace="nowrap"
        >
          {photo.name}
        </Box>
        <IconButton
          label={`Delete ${photo.name}`}
          icon={<Trash2 size={16} aria-hidden />}
          size="sm"
          onClick={onDelete}
        />
      </Inline>
      <div>
        <Chip tone={status.found ? 'success' : 'warning'}>{status.text}</Chip>
      </div>
    </Stack>
  );
}
