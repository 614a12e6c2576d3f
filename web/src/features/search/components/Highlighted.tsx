import { highlightSegments } from '../highlightSegments';
import * as styles from './SearchPage.css';

/** A server highlight as text and `<mark>` elements: parsed, never injected as HTML. */
export function Highlighted({ html }: { html: string }) {
  let offset = 0;
  return highlightSegments(html).map(({ text, marked }) => {
    const key = offset;
    offset += text.length;
    return marked ? (
      <mark key={key} className={styles.mark}>
        {text}
      </mark>
    ) : (
      <span key={key}>{text}</span>
    );
  });
}
