import type { ReactNode } from 'react';
import { ErrorMessage } from '../ui/ErrorMessage';

interface ErrorScreenProps {
  /** The screen's layout (centred in the page, or under the header). */
  className: string;
  /** Names the browser tab as well as heading the alert. */
  title: string;
  description: string;
  /** The way out, e.g. back home. */
  action: ReactNode;
}

/** A screen that failed as a whole: one alert, its title also the tab's title. */
export function ErrorScreen({ className, title, description, action }: ErrorScreenProps) {
  return (
    <main id="main" className={className}>
      <title>{`${title} · Mohalla`}</title>
      <ErrorMessage headingLevel="h1" title={title} description={description} action={action} />
    </main>
  );
}
