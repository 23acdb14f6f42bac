import type { CSSProperties, ReactNode } from 'react';
import { useTranslation } from '@/core/client/use-translation';
import { useHideSiteFooter } from './layout/footer-visibility';
import { PlainLoader } from './plain-button';
import { PlainContainer } from './plain-layout';

/** Spec "Shell": a page is at least the viewport height minus 20% tall unless told otherwise. */
export const DEFAULT_PAGE_MIN_HEIGHT = '80vh';

export interface PageLayoutProps {
  children?: ReactNode;
  /** A wider column (Mantine's `xl` container) for lists and tables; the default is `lg`. */
  large?: boolean;
  /** Edge to edge: no side padding and no maximum width (maps, heroes). Wins over `large`. */
  full?: boolean;
  /** Centres the text of the whole page (thanks pages, short notices). */
  centered?: boolean;
  /** A maximum width for the column, e.g. 480 for a form; a number is in pixels. */
  maxWidth?: CSSProperties['maxWidth'];
  /** Minimum height of the page; defaults to the viewport height minus 20% (80vh). */
  minHeight?: CSSProperties['minHeight'];
  /** False hides the site footer while this page is shown. */
  footer?: boolean;
  /** While true, a centred spinner with an accessible label stands in for the children. */
  loading?: boolean;
  /** Accessible name of the spinner; defaults to "Loading the page". */
  loadingLabel?: string;
}

/**
 * The generic frame of a page inside the shell (spec "Shell"): its width, alignment and height,
 * whether the site footer shows, and a loading state.
 */
export function PageLayout(props: PageLayoutProps) {
  const { t } = useTranslation('common');
  const { footer = true, minHeight = DEFAULT_PAGE_MIN_HEIGHT } = props;
  useHideSiteFooter(!footer);
  const content = props.loading ? (
    <div
      style={{ minHeight, display: 'flex', alignItems: 'center', justifyContent: 'center' }}
      role="status"
      aria-label={props.loadingLabel ?? t('page.loading')}
    >
      <PlainLoader />
    </div>
  ) : (
    props.children
  );
  const look: CSSProperties = {
    minHeight,
    maxWidth: props.maxWidth,
    textAlign: props.centered ? 'center' : undefined,
  };
  if (props.full) return <div style={look}>{content}</div>;
  return (
    <PlainContainer
      size={props.large ? 'xl' : 'lg'}
      style={{ ...look, paddingBlock: 'var(--mantine-spacing-xl)' }}
    >
      {content}
    </PlainContainer>
  );
}
