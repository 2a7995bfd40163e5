import type { JSX, SVGProps } from 'react';
import { stringMemo } from '@/lib/string-memo';

// The icons of a student's first load are drawn here from lucide's path data instead of lucide-react,
// whose shared base (its `Icon`, context provider and class helpers: about 1.2 kB gz) every student page
// loaded for a few dozen paths (decision 360). Each icon renders the SVG lucide-react renders for the
// same props, attribute for attribute (test/ui/icons.test.ts holds every icon to lucide's own render),
// so a path copied wrong or changed by a lucide upgrade fails there. Server components and editors'
// parts keep lucide-react: their icons cost the student no client JS or only load on intent.
//
// The path data is lucide's (https://lucide.dev), ISC License:
// Copyright (c) 2026 Lucide Icons and Contributors
// Permission to use, copy, modify, and/or distribute this software for any purpose with or without fee
// is hereby granted, provided that the above copyright notice and this permission notice appear in all
// copies. THE SOFTWARE IS PROVIDED "AS IS" AND THE AUTHOR DISCLAIMS ALL WARRANTIES WITH REGARD TO THIS
// SOFTWARE INCLUDING ALL IMPLIED WARRANTIES OF MERCHANTABILITY AND FITNESS. IN NO EVENT SHALL THE AUTHOR
// BE LIABLE FOR ANY SPECIAL, DIRECT, INDIRECT, OR CONSEQUENTIAL DAMAGES OR ANY DAMAGES WHATSOEVER
// RESULTING FROM LOSS OF USE, DATA OR PROFITS, WHETHER IN AN ACTION OF CONTRACT, NEGLIGENCE OR OTHER
// TORTIOUS ACTION, ARISING OUT OF OR IN CONNECTION WITH THE USE OR PERFORMANCE OF THIS SOFTWARE.
// Icons derived from Feather (arrow-left, arrow-right, chevron-left, chevron-right, download,
// external-link, link-2, lock, more-vertical, radio, search, x…): Copyright (c) 2013-present Cole Bemis,
// MIT License (lucide-react's LICENSE file has the full text).

/** lucide's icon node: the SVG's children, each a tag and its attributes */
export type IconNode = readonly (readonly [
  tag: 'path' | 'circle' | 'rect' | 'line',
  Record<string, string>,
])[];

export interface IconProps extends SVGProps<SVGSVGElement> {
  /** width and height (lucide's `size`), 24 by default */
  size?: number | string;
}

export type Icon = (props: IconProps) => JSX.Element;

/** an accessible name or role makes lucide leave out `aria-hidden` (its `hasA11yProp`) */
const named = (props: object) =>
  Object.entries(props).some(
    ([k, v]) => v != null && (k.startsWith('aria-') || k === 'role' || k === 'title'),
  );

/**
 * An icon drawing `node`, with lucide's class names (`names`: `lucide-<name>` and its aliases' classes)
 * and lucide-react's default attributes in its order: 24 × 24, no fill, `currentColor` round strokes of 2.
 */
export function lucideIcon(names: string, node: IconNode): Icon {
  // lucide's mergeClasses (each class once, in order), kept per `className`: a page draws the same icon
  // with the same classes dozens of times, and the split and set cost more than the rest of the render
  const classesOf = stringMemo(256, (className) =>
    [...new Set(`lucide ${names} ${className}`.split(/\s+/).filter(Boolean))].join(' '),
  );
  return function LucideIcon({
    size = 24,
    width = size,
    height = size,
    color = 'currentColor',
    strokeWidth = 2,
    className,
    children,
    ...rest
  }) {
    return (
      <svg
        xmlns="http://www.w3.org/2000/svg"
        width={width}
        height={height}
        viewBox="0 0 24 24"
        fill="none"
        stroke={color}
        strokeWidth={strokeWidth}
        strokeLinecap="round"
        strokeLinejoin="round"
        className={classesOf(className ?? '')}
        aria-hidden={children || named(rest) ? undefined : 'true'}
        {...rest}
      >
        {node.map(([Tag, attrs], i) => (
          <Tag key={i} {...attrs} />
        ))}
        {children}
      </svg>
    );
  };
}
