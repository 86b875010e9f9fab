import { describe, expect, it } from 'vitest';
import { downloadFileName } from '../../api/visual-rules';
import { downloadUrl } from './download';

const base = {
  transformation_id: '0c9f6e2a-4b1d-4e8a-9c3f-7a2d5b8e1f01',
  pipeline_step_name: 'ring_pack_shot',
  display_url: '/files/pack.webp?sig=1',
  output_asset_urls: { main_view: '/files/main.webp' },
};

describe('downloadUrl (spec §7)', () => {
  it('downloads the displayed image of an image visual', () => {
    expect(downloadUrl(base)).toBe('/files/pack.webp?sig=1');
    expect(downloadUrl({ ...base, display_url: null })).toBe('/files/main.webp');
    expect(downloadUrl({ ...base, display_url: null, output_asset_urls: {} })).toBeNull();
    expect(downloadFileName(base)).toBe('image_5b8e1f01.webp');
  });

  it('downloads the .glb of a 3D model, never its still', () => {
    const model = {
      ...base,
      pipeline_step_name: 'ring_3d_model',
      display_url: '/files/model.glb',
      output_asset_urls: {
        main_view: '/files/model.glb',
        model_glb: '/files/model-file.glb?sig=2',
        thumbnail_url: '/files/still.webp',
      },
    };
    expect(downloadUrl(model)).toBe('/files/model-file.glb?sig=2');
    expect(
      downloadUrl({ ...model, output_asset_urls: { ...model.output_asset_urls, model_glb: null } }),
    ).toBe('/files/model.glb');
    expect(
      downloadUrl({
        ...model,
        display_url: null,
        output_asset_urls: { thumbnail_url: '/files/still.webp' },
      }),
    ).toBeNull();
    expect(downloadFileName(model)).toBe('model_5b8e1f01.glb');
  });
});
