'use client';
// The editor itself: CodeMirror 6, in its own chunk with the workbench (loaded when Edit is pressed,
// never with the page). Labelled for screen readers; Tab indents, and Escape then Tab leaves it
// (CodeMirror's tab-focus mode). A syntax error is underlined at its line and column.
import { defaultKeymap, history, historyKeymap, indentWithTab } from '@codemirror/commands';
import { javascript } from '@codemirror/lang-javascript';
import { HighlightStyle, syntaxHighlighting } from '@codemirror/language';
import { lintGutter, setDiagnostics } from '@codemirror/lint';
import { EditorState } from '@codemirror/state';
import { EditorView, keymap, lineNumbers } from '@codemirror/view';
import { tags } from '@lezer/highlight';
import { useEffect, useRef } from 'react';
import styles from './editor.module.css';

/** Where to underline: a line and column of the reader's code (both from 1), and why. */
export interface Mark {
  line: number;
  column: number;
  message: string;
}

interface Props {
  initial: string;
  label: string;
  onChange: (code: string) => void;
  mark: Mark | null;
}

const theme = EditorView.theme({
  '&': { backgroundColor: 'var(--bg-code)', color: 'var(--fg)', fontSize: '0.9rem' },
  // the font on the scroller, which holds both the gutter and the lines: set on .cm-content alone, the
  // gutter kept the page's font, whose Chinese line height set its numbers off the lines (zh-CN)
  '.cm-scroller': { fontFamily: 'var(--font-mono)', lineHeight: '1.5' },
  '.cm-content': { caretColor: 'var(--fg)' },
  '.cm-gutters': { backgroundColor: 'var(--bg-soft)', color: 'var(--fg-soft)', border: 'none' },
  '&.cm-focused': { outline: '3px solid var(--focus)', outlineOffset: '2px' },
  '&.cm-focused .cm-cursor': { borderLeftColor: 'var(--fg)' },
});

/** The code's colours, from the editor's CSS variables: light and dark, each with a readable contrast. */
const colours = HighlightStyle.define([
  { tag: [tags.keyword, tags.operatorKeyword], color: 'var(--code-keyword)' },
  { tag: [tags.number, tags.bool, tags.null], color: 'var(--code-number)' },
  { tag: tags.string, color: 'var(--code-string)' },
  { tag: tags.comment, color: 'var(--code-comment)', fontStyle: 'italic' },
]);

export function CodeEditor({ initial, label, onChange, mark }: Props) {
  const host = useRef<HTMLDivElement>(null);
  const view = useRef<EditorView | null>(null);
  const changed = useRef(onChange);
  changed.current = onChange;

  useEffect(() => {
    const editor = new EditorView({
      parent: host.current as HTMLDivElement,
      state: EditorState.create({
        doc: initial,
        extensions: [
          lineNumbers(),
          history(),
          keymap.of([...defaultKeymap, ...historyKeymap, indentWithTab]),
          javascript(),
          syntaxHighlighting(colours),
          lintGutter(),
          theme,
          EditorView.lineWrapping,
          EditorView.contentAttributes.of({ 'aria-label': label }),
          EditorView.updateListener.of((update) => {
            if (update.docChanged) changed.current(update.state.doc.toString());
          }),
        ],
      }),
    });
    view.current = editor;
    return () => editor.destroy();
  }, [initial, label]);

  useEffect(() => {
    const editor = view.current;
    if (!editor) return;
    const doc = editor.state.doc;
    const diagnostics = [];
    if (mark) {
      const line = doc.line(Math.min(Math.max(mark.line, 1), doc.lines));
      const from = Math.min(line.from + Math.max(mark.column - 1, 0), line.to);
      const to = Math.min(from + 1, doc.length);
      diagnostics.push({
        from: to > from ? from : line.from,
        to,
        severity: 'error' as const,
        message: mark.message,
      });
    }
    editor.dispatch(setDiagnostics(editor.state, diagnostics));
  }, [mark]);

  return <div ref={host} className={styles.editor} data-code-editor="" />;
}
