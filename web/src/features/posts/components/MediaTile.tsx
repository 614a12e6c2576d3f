import { useState } from 'react';
import { Icon } from '../../../components/ui/Icon';
import { mediaKind } from '../mediaKind';
import * as styles from './PostMedia.css';

interface MediaTileProps {
  url: string;
  index: number;
  /** The only item: shown whole rather than cropped. */
  single: boolean;
}

/** One image or video; a note instead when it fails to load or is of an unknown kind. */
export function MediaTile({ url, index, single }: MediaTileProps) {
  const [failed, setFailed] = useState(false);
  const kind = mediaKind(url);
  const className = single ? `${styles.media_} ${styles.singleMedia}` : styles.media_;

  if (kind === 'unknown') {
    return (
      <div className={styles.fallback}>
        <Icon name="alert" size={20} />
        Unsupported file
      </div>
    );
  }
  if (kind === 'video') {
    // biome-ignore lint/a11y/useMediaCaption: neighbours' clips carry no caption track
    return <video className={className} src={url} controls preload="metadata" />;
  }
  if (failed) {
    return (
      <div className={styles.fallback} role="img" aria-label="Image failed to load">
        <Icon name="image" size={20} />
        Image failed to load
      </div>
    );
  }
  return (
    <a className={styles.link} href={url} target="_blank" rel="noreferrer">
      <img
        className={className}
        src={url}
        alt={`Attachment ${index + 1}`}
        loading="lazy"
        onError={() => setFailed(true)}
      />
    </a>
  );
}
