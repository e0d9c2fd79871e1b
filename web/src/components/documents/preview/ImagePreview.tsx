import { useEffect, useState } from 'react';
import { Loading } from '../../Loading';
import { heicToJpeg } from './heic';
import { fitImage, type Size } from './image-fit';
import { useViewerStyles } from './styles';
import { previewText } from './texts';
import { useElementSize } from './useElementSize';
import type { Rotation } from '../../ui/zoom';

/** An object URL for a blob, revoked when the blob changes or the preview closes. */
function useObjectUrl(blob: Blob | null): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!blob) {
      setUrl(null);
      return;
    }
    const href = URL.createObjectURL(blob);
    setUrl(href);
    return () => URL.revokeObjectURL(href);
  }, [blob]);
  return url;
}

/**
 * An image (jpg, jpeg, png, gif, avif; QD §2) fitted to the space at 100%, zoomed and turned. A HEIC image is first
 * tried as it is (Safari shows HEIC itself) and converted to JPEG in the browser when that fails.
 */
export function ImagePreview({
  name,
  blob,
  heic,
  zoom,
  rotation,
  onError,
}: {
  name: string;
  blob: Blob;
  heic: boolean;
  zoom: number;
  rotation: Rotation;
  onError: () => void;
}) {
  const s = useViewerStyles();
  const [converted, setConverted] = useState<Blob | 'converting' | null>(null);
  const src = useObjectUrl(converted === 'converting' ? null : (converted ?? blob));
  const [natural, setNatural] = useState<Size | null>(null);
  const [ref, space] = useElementSize();

  const failed = () => {
    if (!heic || converted !== null) return onError();
    // The browser cannot show HEIC itself: convert it.
    setConverted('converting');
    heicToJpeg(blob).then(setConverted, (err) => {
      console.error('HEIC preview', err);
      onError();
    });
  };

  const padding = 16;
  const fit = natural
    ? fitImage(natural, { width: space.width - padding, height: space.height - padding }, zoom, rotation)
    : null;

  return (
    // biome-ignore lint/a11y/useSemanticElements: a labelled scroll region around the image, not a page section
    <div
      ref={ref}
      className={s.scroller}
      role="region"
      aria-label={previewText.viewer(name)}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: the zoomed image must scroll with the keyboard (axe scrollable-region-focusable)
      tabIndex={0}
    >
      {converted === 'converting' || !src ? (
        <div className={s.centred}>
          <Loading label={previewText.loading} />
        </div>
      ) : (
        <div
          className={s.centred}
          style={{ position: 'relative', width: fit?.box.width ?? 1, height: fit?.box.height ?? 1, flexShrink: 0 }}
        >
          <img
            key={src}
            src={src}
            alt={name}
            decoding="async"
            onLoad={(e) => setNatural({ width: e.currentTarget.naturalWidth, height: e.currentTarget.naturalHeight })}
            onError={failed}
            style={{
              position: 'absolute',
              left: '50%',
              top: '50%',
              width: fit?.image.width ?? 1,
              height: fit?.image.height ?? 1,
              maxWidth: 'none',
              opacity: fit ? 1 : 0,
              transform: `translate(-50%, -50%) rotate(${rotation}deg)`,
            }}
          />
        </div>
      )}
    </div>
  );
}
