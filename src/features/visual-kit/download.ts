// Browser downloads of visuals (spec §7): fetch the file and save it under the spec's name
// (image_{id8}.webp or model_{id8}.glb); when that is not possible, open the file instead.
import type { Transformation } from '../../api/transformation';
import { downloadFileName, isModelFileUrl, isModelVisual } from '../../api/visual-rules';

type Downloadable = Pick<
  Transformation,
  'transformation_id' | 'pipeline_step_name' | 'display_url' | 'output_asset_urls'
>;

/** The file a visual downloads: the .glb for 3D models, else the displayed image. */
export function downloadUrl(visual: Downloadable): string | null {
  const urls = visual.output_asset_urls;
  if (isModelVisual(visual)) {
    return (
      urls.model_glb ||
      (isModelFileUrl(urls.main_view) ? urls.main_view : null) ||
      (isModelFileUrl(visual.display_url) ? visual.display_url : null) ||
      null
    );
  }
  return visual.display_url || urls.main_view || null;
}

/** Saves `url` as `fileName` (a blob behind an <a download>), else opens it in a new tab. */
export async function saveFile(url: string, fileName: string): Promise<void> {
  try {
    const response = await fetch(url);
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    const blob = await response.blob();
    const objectUrl = URL.createObjectURL(blob);
    const link = document.createElement('a');
    link.href = objectUrl;
    link.download = fileName;
    link.rel = 'noopener';
    link.style.display = 'none';
    document.body.append(link);
    link.click();
    link.remove();
    // Give the browser a moment to start the download before the URL goes away.
    setTimeout(() => URL.revokeObjectURL(objectUrl), 10_000);
  } catch {
    window.open(url, '_blank', 'noopener');
  }
}

/** Downloads a visual under the spec's file name; false when it has no file yet. */
export function downloadVisual(visual: Downloadable): boolean {
  const url = downloadUrl(visual);
  if (!url) return false;
  void saveFile(url, downloadFileName(visual));
  return true;
}
