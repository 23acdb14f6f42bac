import clsx from 'clsx';
import type { CSSProperties, HTMLAttributes, ReactNode } from 'react';
import classes from './plain-text.module.css';

/** The theme colours text takes on the public pages (Mantine's `c` prop: `gray.7` is `gray-7`). */
export type TextColor = 'gray.7' | 'red.8' | 'yellow.8' | 'white';

/** The theme's font sizes (Mantine's `size` of Text). */
export type TextSize = 'xs' | 'sm' | 'md' | 'lg' | 'xl';

/** A colour's theme variable, for a style. */
export const textColor = (color: TextColor) => `var(--mantine-color-${color.replace('.', '-')})`;

/**
 * A paragraph (or `component`) in the look of Mantine's Text, as a plain element: the public
 * pages print hundreds of them, each a Mantine `Box` with its style props read on every render.
 * `size`, `c`, `fw` and `ta` mean what they mean to Mantine.
 */
export function PlainText(
  props: {
    component?: 'p' | 'span' | 'div' | 'li' | 'ul' | 'legend' | 'figcaption';
    size?: TextSize;
    c?: TextColor;
    fw?: 500 | 600 | 700;
    ta?: 'right' | 'center';
    /** The font of the text around it (Mantine's `inherit`). */
    inherit?: boolean;
  } & HTMLAttributes<HTMLElement>,
) {
  const { component: Element = 'p', size, c, fw, ta, inherit, className, style, ...element } = props;
  const look: CSSProperties = { color: c && textColor(c), fontWeight: fw, textAlign: ta, ...style };
  return (
    <Element
      {...element}
      className={clsx(textClassName(size), inherit && classes.inherit, className)}
      style={c || fw || ta || style ? look : undefined}
    />
  );
}

/** The class of text of a size in the look of Mantine's Text, for an element that is not a PlainText (a link). */
export const textClassName = (size?: TextSize) => clsx(classes.text, size && classes[size]);

/** A heading in the look of Mantine's Title: `order` its level, `size` another level's look. */
export function PlainTitle(
  props: { order: 1 | 2 | 3 | 4; size?: 'h1' | 'h2' | 'h3' | 'h4' } & HTMLAttributes<HTMLHeadingElement>,
) {
  const { order, size, className, ...heading } = props;
  const Heading = `h${order}` as const;
  return <Heading {...heading} className={clsx(classes.title, classes[size ?? Heading], className)} />;
}

/**
 * A short label in the look of Mantine's Badge (size md, no capitals): `light` on the site's
 * pale tint in the text's colour (the tint's orange text was under 4.5:1), `outline` in grey.
 */
export function PlainBadge(props: { variant: 'light' | 'outline'; children: ReactNode }) {
  return <span className={clsx(classes.badge, classes[props.variant])}>{props.children}</span>;
}

/** The class of a link in the look of the theme's Anchor (`theme.ts`: readable on white, underlined). */
export const anchorClassName = classes.anchor;
