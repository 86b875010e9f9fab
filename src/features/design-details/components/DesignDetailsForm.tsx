import type { FormEvent } from 'react';
import {
  IMAGE_STYLE_LABELS,
  IMAGE_STYLES,
  JEWELRY_TYPE_LABELS,
  JEWELRY_TYPES,
  type ImageStyle,
  type JewelryType,
} from '../../../api/catalogue';
import { Alert } from '../../../ui/Alert';
import { Button } from '../../../ui/Button';
import { Select } from '../../../ui/Select';
import { TextField } from '../../../ui/TextField';
import {
  STYLE_LOCKED_MESSAGE,
  type CutoutGate,
  type DetailsForm,
  type DetailsMode,
  type SuccessChanceView,
} from '../model';
import * as styles from './Details.css';
import { StartOverLink } from './StatePanels';
import { SuccessChance } from './SuccessChance';
import { Box } from '../../../ui/Box';
import { Stack } from '../../../ui/Stack';

export interface DesignDetailsFormProps {
  mode: DetailsMode;
  form: DetailsForm;
  onChange: (form: DetailsForm) => void;
  chance: SuccessChanceView;
  /** The rule the form breaks (Save is disabled), or null. */
  validation: string | null;
  /** Why Save waits on the cut-out (Save is disabled), or null. */
  cutoutGate?: CutoutGate | null;
  saveError: string | null;
  saving: boolean;
  onSave: () => void;
}

const jewelryOptions = JEWELRY_TYPES.map((value) => ({ value, label: JEWELRY_TYPE_LABELS[value] }));
const styleOptions = IMAGE_STYLES.map((value) => ({ value, label: IMAGE_STYLE_LABELS[value] }));

export function DesignDetailsForm({
  mode,
  form,
  onChange,
  chance,
  validation,
  cutoutGate = null,
  saveError,
  saving,
  onSave,
}: DesignDetailsFormProps) {
  const blocked = validation !== null || cutoutGate !== null;
  const set = <K extends keyof DetailsForm>(key: K, value: DetailsForm[K]) =>
    onChange({ ...form, [key]: value });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!blocked && !saving) onSave();
  };
  return (
    <Stack as="form" gap="5" aria-label="Design details" noValidate onSubmit={submit}>
      <TextField
        label="Design Name"
        required
        value={form.name}
        onChange={(event) => set('name', event.currentTarget.value)}
        disabled={saving}
      />
      <Box display="grid" gap={{ narrow: '5', large: '4' }} className={styles.row}>
        <Select<JewelryType>
          label="Jewelry Type"
          value={form.jewelryType}
          options={jewelryOptions}
          onChange={(value) => set('jewelryType', value)}
          placeholder="Choose a type"
          disabled={saving}
        />
        <Select<ImageStyle>
          label="Image Style"
          value={form.imageStyle}
          options={styleOptions}
          onChange={(value) => set('imageStyle', value)}
          disabled={saving || mode === 'edit'}
          helperText={mode === 'edit' ? STYLE_LOCKED_MESSAGE : 'Sketch or Photo.'}
        />
      </Box>
      <Box display="grid" gap={{ narrow: '5', large: '4' }} className={styles.row}>
        <TextField
          label="Material"
          value={form.material}
          onChange={(event) => set('material', event.currentTarget.value)}
          placeholder="e.g. Rose gold"
          disabled={saving}
        />
        <TextField
          label="Gemstones"
          value={form.gemstones}
          onChange={(event) => set('gemstones', event.currentTarget.value)}
          placeholder="e.g. Sapphire, diamonds"
          disabled={saving}
        />
      </Box>
      <TextField
        label="Description"
        multiline
        rows={4}
        value={form.description}
        onChange={(event) => set('description', event.currentTarget.value)}
        disabled={saving}
      />
      <SuccessChance view={chance} />
      {validation && (
        <Alert tone="warning" role="status">
          {validation}
        </Alert>
      )}
      {cutoutGate && (
        <Alert tone="warning" title={cutoutGate.title} role="status" data-testid="cutout-gate">
          {cutoutGate.message}
        </Alert>
      )}
      {saveError && (
        <Alert tone="error" title="Could not save" role="alert">
          {saveError}
        </Alert>
      )}
      <Box
        display="flex"
        flexDirection={{ narrow: 'column-reverse', large: 'row' }}
        justifyContent={{ large: 'space-between' }}
        alignItems={{ large: 'center' }}
        gap="3"
        paddingTop="2"
      >
        <StartOverLink />
        <Button type="submit" variant="primary" size="lg" disabled={blocked} loading={saving}>
          Save and Continue
        </Button>
      </Box>
    </Stack>
  );
}
