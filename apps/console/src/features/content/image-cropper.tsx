import { useEffect, useId, useRef, type PointerEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { cropQuality, cropRect, outputSize } from './crop-fns';

/** A picture chosen for upload, decoded in the browser. */
export type CropSource = { image: HTMLImageElement; type: 'image/png' | 'image/jpeg'; name: string };
/** How it is cropped: zoom ≥ 1 and the placement (0–1 each way). */
export type CropView = { zoom: number; x: number; y: number };
export const CENTRED: CropView = { zoom: 1, x: 0.5, y: 0.5 };
type Size = { width: number; height: number };

const PREVIEW_WIDTH = 640;

/** Decodes a png or jpg file; null for anything else (the server would refuse it too). */
export async function loadCropSource(file: File): Promise<CropSource | null> {
  if (file.type !== 'image/png' && file.type !== 'image/jpeg') return null;
  const url = URL.createObjectURL(file);
  try {
    const image = new Image();
    image.src = url;
    await image.decode();
    return { image, type: file.type, name: file.name };
  } catch {
    return null;
  } finally {
    URL.revokeObjectURL(url);
  }
}

/** The crop drawn at the slot's size (fewer pixels when the crop has fewer), in the source's format. */
export function cropToBlob(source: CropSource, view: CropView, target: Size): Promise<Blob> {
  const rect = cropRect(source.image, target.width / target.height, view);
  const size = outputSize(rect, target);
  const canvas = document.createElement('canvas');
  canvas.width = size.width;
  canvas.height = size.height;
  const context = canvas.getContext('2d');
  if (!context) return Promise.reject(new Error('No 2D canvas'));
  context.imageSmoothingQuality = 'high';
  context.drawImage(source.image, rect.sx, rect.sy, rect.sw, rect.sh, 0, 0, size.width, size.height);
  return new Promise((resolve, reject) =>
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('Crop failed'))), source.type, 0.9),
  );
}

/**
 * The crop of a banner picture to its group's ratio: a preview of exactly what will be sent,
 * dragged with the pointer or placed with the sliders (keyboard), zoomed with the zoom slider.
 */
export function ImageCropper(props: {
  source: CropSource;
  view: CropView;
  target: Size;
  onView: (view: CropView) => void;
}) {
  const { t } = useTranslation('content');
  const { source, view, target, onView } = props;
  const canvas = useRef<HTMLCanvasElement>(null);
  const drag = useRef<{ x: number; y: number } | null>(null);
  const id = useId();
  const aspect = target.width / target.height;
  const rect = cropRect(source.image, aspect, view);
  const out = outputSize(rect, target);
  const quality = cropQuality(out, target);

  useEffect(() => {
    const context = canvas.current?.getContext('2d');
    if (!context) return;
    context.clearRect(0, 0, PREVIEW_WIDTH, PREVIEW_WIDTH / aspect);
    context.drawImage(source.image, rect.sx, rect.sy, rect.sw, rect.sh, 0, 0, PREVIEW_WIDTH, PREVIEW_WIDTH / aspect);
  }, [source, rect.sx, rect.sy, rect.sw, rect.sh, aspect]);

  // A drag moves the picture under the frame: one preview pixel is rect.sw / width source pixels.
  const onMove = (e: PointerEvent<HTMLCanvasElement>) => {
    if (!drag.current) return;
    const scale = rect.sw / e.currentTarget.clientWidth;
    const roomX = source.image.width - rect.sw;
    const roomY = source.image.height - rect.sh;
    const dx = (e.clientX - drag.current.x) * scale;
    const dy = (e.clientY - drag.current.y) * scale;
    drag.current = { x: e.clientX, y: e.clientY };
    const clamp = (v: number) => Math.min(Math.max(v, 0), 1);
    onView({
      ...view,
      x: roomX > 0 ? clamp(view.x - dx / roomX) : view.x,
      y: roomY > 0 ? clamp(view.y - dy / roomY) : view.y,
    });
  };
  const slider = (key: keyof CropView, min: number, max: number) => (
    <label className="crop__slider" htmlFor={`${id}-${key}`}>
      <span>{t(`crop.${key}`)}</span>
      <input
        id={`${id}-${key}`}
        type="range"
        min={min}
        max={max}
        step={0.01}
        value={view[key]}
        onChange={(e) => onView({ ...view, [key]: Number(e.target.value) })}
      />
    </label>
  );
  return (
    <div className="crop">
      <canvas
        ref={canvas}
        className="crop__preview"
        width={PREVIEW_WIDTH}
        height={Math.round(PREVIEW_WIDTH / aspect)}
        role="img"
        aria-label={t('crop.preview', { name: source.name })}
        onPointerDown={(e) => {
          e.currentTarget.setPointerCapture(e.pointerId);
          drag.current = { x: e.clientX, y: e.clientY };
        }}
        onPointerMove={onMove}
        onPointerUp={() => (drag.current = null)}
        onPointerCancel={() => (drag.current = null)}
      />
      <div className="crop__controls">
        {slider('zoom', 1, 4)}
        {slider('x', 0, 1)}
        {slider('y', 0, 1)}
      </div>
      <p className="muted">
        {t('crop.output', { width: out.width, height: out.height, slotW: target.width, slotH: target.height })}
      </p>
      {quality !== 'sharp' && (
        <p className={quality === 'soft' ? 'warning-text' : 'field__error'} role="status" data-testid="crop-quality">
          {t(`crop.${quality}`, { minWidth: Math.ceil(target.width / 2) })}
        </p>
      )}
    </div>
  );
}
