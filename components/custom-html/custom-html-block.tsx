'use client';

import { lazyRendered } from '@/lib/client/lazy-rendered';

// A student page's custom HTML block. The frame's own code (its height listener) is a chunk of its own,
// downloaded by a page that has blocks, not by every page that could have them (homepage, lesson,
// community, profile): the server renders the iframe, which hydrates when the chunk arrives (decision 362).
export const CustomHtmlBlock = lazyRendered(() => import('./custom-html-frame'), 'CustomHtmlFrame');
