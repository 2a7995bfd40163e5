'use client';

import { useState, type ReactNode } from 'react';
import { EditorContent, useEditor, useEditorState, type Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useTranslations } from 'next-intl';
import { Bold, Heading2, Heading3, Italic, Link2, List, ListOrdered, Unlink } from 'lucide-react';
import { cn } from '@/lib/client/cn';
import { RICH_TEXT_CLASS } from '@/lib/frame/rich-text-class';
import { isSafeHttpUrl } from '@/lib/validation/url';

/** Links the editor may make: http(s) or mailto, the same schemes the server's allow-list keeps. */
function allowedHref(raw: string): string | null {
  const v = raw.trim();
  if (/^mailto:[^\s<>"]+@[^\s<>"]+$/i.test(v)) return v;
  const withScheme = /^https?:\/\//i.test(v) ? v : `https://${v}`;
  return isSafeHttpUrl(withScheme) ? withScheme : null;
}

/**
 * The terms / privacy editor (Tiptap 3): headings, bold, italic, lists and links, nothing the server's
 * sanitizer would drop (decision 80). `immediatelyRender: false` keeps the server render empty.
 */
export function RichTextEditor({
  value,
  onChange,
  label,
  testId,
}: {
  value: string;
  onChange: (html: string) => void;
  label: string;
  testId: string;
}) {
  const editor = useEditor({
    immediatelyRender: false,
    extensions: [
      StarterKit.configure({
        heading: { levels: [2, 3] },
        code: false,
        codeBlock: false,
        blockquote: false,
        horizontalRule: false,
        strike: false,
        underline: false,
        link: {
          openOnClick: false,
          autolink: true,
          defaultProtocol: 'https',
          protocols: ['mailto'],
          HTMLAttributes: { rel: 'noopener noreferrer nofollow', target: '_blank' },
          isAllowedUri: (url) => allowedHref(url) !== null,
        },
      }),
    ],
    content: value,
    editorProps: {
      attributes: {
        'aria-label': label,
        'aria-multiline': 'true',
        role: 'textbox',
        'data-testid': testId,
        class: `${RICH_TEXT_CLASS} min-h-48 max-h-[50vh] overflow-y-auto rounded-b-md border border-t-0 border-white/20 bg-black/30 p-3 text-sm outline-none focus-visible:outline-2 focus-visible:outline-primary`,
      },
    },
    onUpdate: ({ editor: e }) => onChange(e.isEmpty ? '' : e.getHTML()),
  });
  return (
    <div>
      {editor ? <Toolbar editor={editor} /> : <div className="h-10 rounded-t-md border border-white/20" />}
      <EditorContent editor={editor} />
    </div>
  );
}

function ToolButton({
  label,
  active,
  onClick,
  children,
  testId,
}: {
  label: string;
  active?: boolean;
  onClick: () => void;
  children: ReactNode;
  testId: string;
}) {
  return (
    <button
      type="button"
      aria-label={label}
      title={label}
      aria-pressed={active}
      data-testid={testId}
      onClick={onClick}
      className={cn(
        'rounded p-1.5 hover:bg-white/10 focus-visible:outline-2 focus-visible:outline-primary',
        active && 'bg-white/15',
      )}
    >
      {children}
    </button>
  );
}

function Toolbar({ editor }: { editor: Editor }) {
  const t = useTranslations('frame.footer');
  const [linkOpen, setLinkOpen] = useState(false);
  const [href, setHref] = useState('');
  const [linkError, setLinkError] = useState(false);
  const state = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      bold: e.isActive('bold'),
      italic: e.isActive('italic'),
      h2: e.isActive('heading', { level: 2 }),
      h3: e.isActive('heading', { level: 3 }),
      bullet: e.isActive('bulletList'),
      ordered: e.isActive('orderedList'),
      link: e.isActive('link'),
    }),
  });
  const chain = () => editor.chain().focus();
  const applyLink = () => {
    const safe = allowedHref(href);
    if (!safe) return setLinkError(true);
    chain().extendMarkRange('link').setLink({ href: safe }).run();
    setLinkOpen(false);
    setHref('');
  };
  return (
    <div className="rounded-t-md border border-white/20 bg-white/5 p-1">
      <div role="toolbar" aria-label={t('toolbar')} className="flex flex-wrap gap-1">
        <ToolButton
          label={t('heading2')}
          active={state.h2}
          testId="rte-h2"
          onClick={() => chain().toggleHeading({ level: 2 }).run()}
        >
          <Heading2 aria-hidden className="h-4 w-4" />
        </ToolButton>
        <ToolButton
          label={t('heading3')}
          active={state.h3}
          testId="rte-h3"
          onClick={() => chain().toggleHeading({ level: 3 }).run()}
        >
          <Heading3 aria-hidden className="h-4 w-4" />
        </ToolButton>
        <ToolButton
          label={t('bold')}
          active={state.bold}
          testId="rte-bold"
          onClick={() => chain().toggleBold().run()}
        >
          <Bold aria-hidden className="h-4 w-4" />
        </ToolButton>
        <ToolButton
          label={t('italic')}
          active={state.italic}
          testId="rte-italic"
          onClick={() => chain().toggleItalic().run()}
        >
          <Italic aria-hidden className="h-4 w-4" />
        </ToolButton>
        <ToolButton
          label={t('bulletList')}
          active={state.bullet}
          testId="rte-bullet"
          onClick={() => chain().toggleBulletList().run()}
        >
          <List aria-hidden className="h-4 w-4" />
        </ToolButton>
        <ToolButton
          label={t('orderedList')}
          active={state.ordered}
          testId="rte-ordered"
          onClick={() => chain().toggleOrderedList().run()}
        >
          <ListOrdered aria-hidden className="h-4 w-4" />
        </ToolButton>
        <ToolButton
          label={t('link')}
          active={state.link || linkOpen}
          testId="rte-link"
          onClick={() => setLinkOpen((o) => !o)}
        >
          <Link2 aria-hidden className="h-4 w-4" />
        </ToolButton>
        {state.link && (
          <ToolButton
            label={t('unlink')}
            testId="rte-unlink"
            onClick={() => chain().extendMarkRange('link').unsetLink().run()}
          >
            <Unlink aria-hidden className="h-4 w-4" />
          </ToolButton>
        )}
      </div>
      {linkOpen && (
        <div className="mt-1 flex gap-1">
          <input
            aria-label={t('linkPrompt')}
            placeholder={t('linkPrompt')}
            aria-invalid={linkError || undefined}
            data-testid="rte-link-input"
            value={href}
            onChange={(e) => {
              setHref(e.target.value);
              setLinkError(false);
            }}
            onKeyDown={(e) => {
              if (e.key === 'Enter') {
                e.preventDefault();
                applyLink();
              }
            }}
            className={cn(
              'h-8 min-w-0 flex-1 rounded border bg-black/30 px-2 text-sm',
              linkError ? 'border-red-400' : 'border-white/20',
            )}
          />
          <button
            type="button"
            onClick={applyLink}
            data-testid="rte-link-apply"
            className="rounded bg-primary px-3 text-sm text-primary-text focus-visible:outline-2 focus-visible:outline-primary"
          >
            {t('link')}
          </button>
        </div>
      )}
    </div>
  );
}
