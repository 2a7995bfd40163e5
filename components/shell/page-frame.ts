/**
 * One frame for the student pages under the sticky header (issue 14): the same width, side padding and
 * title height everywhere. The homepage, course and module pages (fixed transparent header over a hero)
 * draw their own.
 */
export const PAGE_FRAME = 'mx-auto min-h-screen w-full max-w-screen-xl px-4 pt-8 pb-16 md:px-8 lg:pt-10';
