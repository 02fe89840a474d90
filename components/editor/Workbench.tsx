'use client';
// The editable form of a listing: the editor with the reader's code (kept on their device), Run and
// Reset, the checks in words and the figure running the reader's version beside the chapter's.
// Loaded with CodeMirror when Edit is pressed. Code that arrives already written (saved, or from a
// link) is shown and runs only when Run is pressed.
import { useEffect, useRef, useState } from 'react';
import { useMessages } from '@/components/i18n/MessagesProvider';
import { TwoSides } from '@/components/mistakes/TwoSides';
import { CopyField } from '@/components/share/CopyField';
import { format } from '@/lib/format';
import { Challenges } from './Challenges';
import { CheckList } from './CheckList';
import { CodeEditor, type Mark } from './CodeEditor';
import { CHALLENGES, type ChallengeName } from './challenges';
import { codeLink, decodeCode, encodeCode } from './codeLink';
import styles from './editor.module.css';
import { CODE_NAMES, editable } from './listings';
import { type Outcome, runCode } from './runCode';
import { Sandbox } from './sandbox';
import { saveCode, savedCode } from './savedCode';

interface Props {
  listing: string;
  /** The chapter's code, exactly as the listing shows it. */
  code: string;
  /** The code-link parameter the page came with, for this listing (shown, not run), or null. */
  linked: string | null;
}

/** A run's outcome, the code it ran, the challenge it was started from, and its number (a new figure for each run). */
type Ran = Outcome & { code: string; run: number; challenge: ChallengeName | null };

/** The goal's verdict on a Run of the active challenge (Challenges' `verdict`). */
function verdictOf(ran: Ran | null, active: ChallengeName | null) {
  const challenge = CHALLENGES.find((c) => c.name === active);
  if (!ran || !challenge || ran.challenge !== active) return undefined;
  return ran.report ? challenge.unmet(ran.code, ran.report) : 'error';
}

/** A syntax error's place in the editor; one past the last line means the end of the code. */
function markOf(ran: Ran | null): Mark | null {
  const error = ran?.error?.error;
  if (!ran || error?.kind !== 'syntax') return null;
  const lines = ran.code.split('\n');
  if (error.line <= lines.length) return { line: error.line, column: error.column, message: error.message };
  return { line: lines.length, column: (lines.at(-1) ?? '').length, message: error.message };
}

export function Workbench({ listing, code: chapters, linked }: Props) {
  const w = useMessages().editor;
  const [initial, setInitial] = useState(() => savedCode(listing) ?? chapters);
  const [edition, setEdition] = useState(0); // a new editor after Reset
  const code = useRef(initial);
  const [running, setRunning] = useState(false);
  const [outcome, setOutcome] = useState<Ran | null>(null);
  const [note, setNote] = useState('');
  const sandbox = useRef<Sandbox | null>(null);
  useEffect(() => () => sandbox.current?.dispose(), []);
  const [link, setLink] = useState<string | null>(null);
  const [active, setActive] = useState<ChallengeName | null>(null);
  const name = listing;
  const spec = editable(listing);

  // code from a link replaces what the editor shows; it is kept on the device once edited
  useEffect(() => {
    if (linked === null) return;
    decodeCode(linked).then((read) => {
      if (!read.ok) return setNote(w.linkProblem[read.problem]);
      code.current = read.code;
      setInitial(read.code);
      setEdition((e) => e + 1);
      setNote(w.linked);
    });
  }, [linked, w]);

  const share = async () => setLink(codeLink(location, listing, await encodeCode(listing, code.current)));

  const run = async () => {
    if (!sandbox.current) {
      sandbox.current = new Sandbox(w.sandboxTitle);
      // a promise the code started failed after its answers (fetch, caches.open): an error of that run
      sandbox.current.onLateError = (error) =>
        setOutcome((o) => o && { ...o, error: { error, frame: null, inputs: null } });
    }
    setRunning(true);
    setNote(w.running);
    const ran = code.current;
    const result = await runCode(sandbox.current, ran, spec);
    setOutcome((o) => ({ ...result, code: ran, run: (o?.run ?? 0) + 1, challenge: active }));
    setRunning(false);
    setNote('');
  };

  /** A new editor with this code (kept on the device), no run yet. */
  const replace = (text: string, said: string) => {
    saveCode(listing, text, chapters);
    code.current = text;
    setInitial(text);
    setEdition((e) => e + 1);
    setOutcome(null);
    setNote(said);
  };
  const reset = () => {
    setActive(null);
    replace(chapters, w.resetDone);
  };
  const start = (challenge: ChallengeName) => {
    setActive(challenge);
    replace(CHALLENGES.find((c) => c.name === challenge)?.start(chapters) ?? chapters, '');
  };

  return (
    <div className={styles.workbench} data-workbench={listing}>
      <p className={styles.title}>{format(w.title, { name })}</p>
      <p className="note">{format(w.intro[spec.name], CODE_NAMES)}</p>
      <Challenges listing={listing} active={active} verdict={verdictOf(outcome, active)} onStart={start} />
      <CodeEditor
        key={edition}
        initial={initial}
        label={format(w.label, { name })}
        mark={markOf(outcome)}
        onChange={(text) => {
          code.current = text;
          setNote('');
          saveCode(listing, text, chapters);
        }}
      />
      <div className={styles.actions}>
        <button type="button" className="button button-primary" onClick={run} disabled={running}>
          {w.run}
        </button>
        <button type="button" className="button" onClick={reset}>
          {w.reset}
        </button>
        <button type="button" className="button" onClick={share}>
          {w.share}
        </button>
        <span className="note" role="status">
          {note || w.saved}
        </span>
      </div>
      {link && (
        <CopyField name="code-link" label={w.linkLabel} copy={w.copyLink} text={link} note={w.linkNote} />
      )}
      <CheckList
        report={outcome?.report ?? null}
        error={outcome?.error ?? null}
        clock={outcome?.clock ?? null}
        spec={spec}
      />
      {outcome?.clock && (
        <TwoSides
          key={outcome.run}
          clock={outcome.clock}
          title={format(w.title, { name })}
          labels={[
            { side: w.yours, what: w.yoursWhat, untraced: w.untraced },
            { side: w.chapters, what: listing, untraced: w.untraced },
          ]}
          data={{ 'data-code-figure': '' }}
        />
      )}
    </div>
  );
}
