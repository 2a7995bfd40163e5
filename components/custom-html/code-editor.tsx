'use client';

import { useEffect, useRef } from 'react';
import { defaultKeymap, history, historyKeymap } from '@codemirror/commands';
import { html } from '@codemirror/lang-html';
import { EditorState } from '@codemirror/state';
import { oneDark } from '@codemirror/theme-one-dark';
import {
  drawSelection,
  EditorView,
  highlightActiveLine,
  highlightActiveLineGutter,
  highlightSpecialChars,
  keymap,
  lineNumbers,
} from '@codemirror/view';

// The HTML code editor: CodeMirror 6 with HTML highlighting, line numbers and the One Dark theme. Loaded
// only in the browser (next/dynamic with ssr: false) so the student bundle never carries it. Undo/redo and
// the standard editing keys come from @codemirror/commands; Tab is left to the browser (no indentWithTab),
// so the editor never traps keyboard focus.

export interface CodeEditorProps {
  value: string;
  onChange: (value: string) => void;
  /** id of the visible label */
  labelledBy: string;
  invalid?: boolean;
  testId: string;
}

export default function CodeEditor({ value, onChange, labelledBy, invalid, testId }: CodeEditorProps) {
  const host = useRef<HTMLDivElement>(null);
  const view = useRef<EditorView | null>(null);
  const onChangeRef = useRef(onChange);
  useEffect(() => {
    onChangeRef.current = onChange;
  }, [onChange]);

  useEffect(() => {
    if (!host.current) return;
    const v = new EditorView({
      parent: host.current,
      state: EditorState.create({
        doc: value,
        extensions: [
          lineNumbers(),
          highlightActiveLineGutter(),
          highlightSpecialChars(),
          drawSelection(),
          highlightActiveLine(),
          history(),
          keymap.of([...defaultKeymap, ...historyKeymap]),
          html({ autoCloseTags: false }),
          oneDark,
          EditorView.lineWrapping,
          EditorView.contentAttributes.of({ 'aria-labelledby': labelledBy, 'aria-multiline': 'true' }),
          EditorView.updateListener.of((u) => {
            if (u.docChanged) onChangeRef.current(u.state.doc.toString());
          }),
          EditorView.theme({
            '&': { minHeight: '240px', maxHeight: '50vh', fontSize: '13px' },
            '.cm-scroller': { overflow: 'auto' },
          }),
        ],
      }),
    });
    view.current = v;
    return () => {
      v.destroy();
      view.current = null;
    };
    // created once; later value changes arrive through the effect below
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // A reset or a restored version replaces the document.
  useEffect(() => {
    const v = view.current;
    if (v && v.state.doc.toString() !== value)
      v.dispatch({ changes: { from: 0, to: v.state.doc.length, insert: value } });
  }, [value]);

  return (
    <div
      ref={host}
      data-testid={testId}
      aria-invalid={invalid ? true : undefined}
      className={`overflow-hidden rounded-md border ${invalid ? 'border-red-400' : 'border-white/20'}`}
    />
  );
}
