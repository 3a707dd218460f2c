import { useEffect, useRef } from "react";

/**
 * Shows a <dialog> as modal while the component is mounted: focus goes to the first
 * element matching `focus` (the browser's choice when none matches), and on unmount the
 * dialog closes and focus goes back to the control that opened it, when it is still in
 * the page. Returns the ref for the <dialog>.
 */
export function useModalDialog(focus?: string) {
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const dialog = ref.current;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    dialog?.showModal();
    if (focus) dialog?.querySelector<HTMLElement>(focus)?.focus();
    return () => {
      dialog?.close();
      if (opener?.isConnected) opener.focus();
    };
  }, [focus]);
  return ref;
}
