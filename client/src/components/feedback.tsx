// The app's own confirmations and notices, in place of the browser's alert, confirm and
// prompt, which block the page and look like another program. A confirmation is a modal
// <dialog> (showModal gives focus trapping, Escape and the inert page for free); a notice is
// text in a live region that stays on the page, so screen readers announce it without
// taking focus. Event handlers ask through hooks so call sites stay one line.
import { createContext, useCallback, useContext, useId, useMemo, useRef, useState, type ReactNode } from "react";
import { useTranslation } from "@/lib/i18n";
import { useModalDialog } from "@/lib/use-modal-dialog";
import "./feedback.css";

export type Question = {
  /** The question, in the specification's words; it names the dialog. */
  title: string;
  /** More about the consequences, under the title. */
  detail?: string;
  /** The button that goes ahead, named by its action ("Delete", "Revoke"). */
  action: string;
  /** Red action button for changes that cannot be taken back. */
  destructive?: boolean;
  /** Asks for a line of text too (a new name); the answer is then that text. */
  input?: { label: string; value: string };
  /** Asks to pick one of a few options too (radio buttons); the answer is then the value picked. */
  choice?: { legend: string; options: { value: string; label: string }[]; value: string };
};

type Notice = { id: number; text: string; kind: "done" | "failed" };
type Pending = Question & { id: number; resolve: (answer: string | null) => void };

type Feedback = {
  ask: (q: Question) => Promise<string | null>;
  notify: (text: string, kind: Notice["kind"]) => void;
};

const FeedbackContext = createContext<Feedback | null>(null);

function useFeedback(): Feedback {
  const f = useContext(FeedbackContext);
  if (!f) throw new Error("useConfirm and useNotice need a FeedbackProvider above them");
  return f;
}

/** The function returned resolves true when the person chose the action, false on Cancel or Escape. */
export function useConfirm(): (q: Question) => Promise<boolean> {
  const { ask } = useFeedback();
  return useCallback(async (q: Question) => (await ask(q)) !== null, [ask]);
}

/** The function returned, given a question with an input, resolves the text typed, or null when cancelled. */
export function usePrompt(): (q: Question & { input: NonNullable<Question["input"]> }) => Promise<string | null> {
  return useFeedback().ask;
}

/** The function returned, given a question with a choice, resolves the value picked, or null when cancelled. */
export function useChoice(): (q: Question & { choice: NonNullable<Question["choice"]> }) => Promise<string | null> {
  return useFeedback().ask;
}

/** done(text) says something worked (polite); failed(text) that it did not (assertive). */
export function useNotice(): { done: (text: string) => void; failed: (text: string) => void } {
  const { notify } = useFeedback();
  return useMemo(() => ({ done: (t: string) => notify(t, "done"), failed: (t: string) => notify(t, "failed") }), [notify]);
}

// Long enough to read a sentence twice; failures stay until dismissed.
const NOTICE_MS = 8000;

export function FeedbackProvider({ children }: { children: ReactNode }) {
  const [pending, setPending] = useState<Pending | null>(null);
  const [notices, setNotices] = useState<Notice[]>([]);
  const seq = useRef(0);

  const asked = useRef<Pending | null>(null);
  const ask = useCallback(
    (q: Question) =>
      new Promise<string | null>((resolve) => {
        // One question at a time: a new one cancels the one still open.
        asked.current?.resolve(null);
        asked.current = { ...q, id: ++seq.current, resolve };
        setPending(asked.current);
      }),
    [],
  );
  const dismiss = useCallback((id: number) => setNotices((ns) => ns.filter((n) => n.id !== id)), []);
  const notify = useCallback(
    (text: string, kind: Notice["kind"]) => {
      const id = ++seq.current;
      setNotices((ns) => [...ns.filter((n) => n.text !== text), { id, text, kind }]);
      if (kind === "done") setTimeout(() => dismiss(id), NOTICE_MS);
    },
    [dismiss],
  );
  const value = useMemo(() => ({ ask, notify }), [ask, notify]);

  const answer = (a: string | null) => {
    asked.current?.resolve(a);
    asked.current = null;
    setPending(null);
  };

  return (
    <FeedbackContext.Provider value={value}>
      {children}
      <Notices notices={notices} onDismiss={dismiss} />
      {pending && <QuestionDialog key={pending.id} question={pending} onAnswer={answer} />}
    </FeedbackContext.Provider>
  );
}

function Notices({ notices, onDismiss }: { notices: Notice[]; onDismiss: (id: number) => void }) {
  const { t } = useTranslation();
  // Both regions are always in the page: a live region only announces changes to itself.
  // aria-live rather than role status/alert, so the page's own status lines keep their
  // roles to themselves; not atomic, so only the notice that arrives is read.
  const region = (kind: Notice["kind"]) => (
    <div className={`toasts__region toasts__region--${kind}`} aria-live={kind === "done" ? "polite" : "assertive"}>
      {notices
        .filter((n) => n.kind === kind)
        .map((n) => (
          <p key={n.id} className={`toast toast--${kind}`}>
            <span>{n.text}</span>
            <button type="button" className="toast__close" aria-label={t("shell.dismiss")} onClick={() => onDismiss(n.id)}>
              ×
            </button>
          </p>
        ))}
    </div>
  );
  return (
    <div className="toasts">
      {region("failed")}
      {region("done")}
    </div>
  );
}

function QuestionDialog({ question, onAnswer }: { question: Pending; onAnswer: (a: string | null) => void }) {
  // showModal focuses the first control (a choice's first option); the dialog's own
  // first is the text it asks for, or Cancel: Enter on a destructive question should
  // not destroy.
  const ref = useModalDialog(".question__input, .question__cancel");
  const id = useId();
  const [text, setText] = useState(question.input?.value ?? question.choice?.value ?? "");
  const { t } = useTranslation();

  return (
    <dialog
      ref={ref}
      className="question"
      aria-labelledby={`${id}-title`}
      aria-describedby={question.detail ? `${id}-detail` : undefined}
      onCancel={(e) => {
        e.preventDefault();
        onAnswer(null);
      }}
    >
      <form
        method="dialog"
        onSubmit={(e) => {
          e.preventDefault();
          onAnswer(question.input || question.choice ? text : "");
        }}
      >
        <h2 id={`${id}-title`} className="question__title">
          {question.title}
        </h2>
        {question.detail && <p id={`${id}-detail`}>{question.detail}</p>}
        {question.input && (
          <div className="field">
            <label htmlFor={`${id}-input`}>{question.input.label}</label>
            <input id={`${id}-input`} className="question__input" required value={text} onChange={(e) => setText(e.target.value)} />
          </div>
        )}
        {question.choice && (
          <fieldset className="question__choice">
            <legend>{question.choice.legend}</legend>
            {question.choice.options.map((o) => (
              <label key={o.value}>
                <input type="radio" name={`${id}-choice`} value={o.value} checked={text === o.value} onChange={() => setText(o.value)} /> {o.label}
              </label>
            ))}
          </fieldset>
        )}
        <div className="btn-row question__buttons">
          <button type="button" className="btn btn--secondary question__cancel" onClick={() => onAnswer(null)}>
            {t("shell.cancel")}
          </button>
          <button type="submit" className={question.destructive ? "btn btn--danger" : "btn"}>
            {question.action}
          </button>
        </div>
      </form>
    </dialog>
  );
}

/** An error beside the form that caused it (an assertive live region, as it appears). */
export function FormError({ text }: { text: string }) {
  if (!text) return null;
  return (
    <p className="error" role="alert">
      {text}
    </p>
  );
}
