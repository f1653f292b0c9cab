// The phone's filters sheet, a chunk of its own fetched when someone reaches for the 'Filters' button: a Radix Dialog
// rising from the bottom (focus kept inside, the page behind hidden from screen readers and not scrolled; Escape, the
// backdrop or Close dismiss it). It renders inside the filter form, not in a portal, so its fields are the form's own.
import * as Dialog from "@radix-ui/react-dialog";
import { X } from "lucide-react";
import type { ReactNode, RefObject } from "react";
import { m } from "@core/paraglide/messages";

export function FiltersSheet({
  open,
  onOpenChange,
  returnFocus,
  children,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The button that opened the sheet: focus goes back to it (it is not a Radix Trigger). */
  returnFocus: RefObject<HTMLElement | null>;
  children: ReactNode;
}) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-900/50" />
      <Dialog.Content
        aria-describedby={undefined}
        onCloseAutoFocus={(e) => {
          e.preventDefault();
          returnFocus.current?.focus();
        }}
        className="fixed inset-x-0 bottom-0 z-50 flex max-h-[90dvh] flex-col rounded-t-2xl bg-white shadow-xl focus:outline-none"
      >
        <div className="flex items-center justify-between border-b border-slate-200 py-1 pl-4 pr-1">
          <Dialog.Title className="text-lg font-semibold">{m.filters_button()}</Dialog.Title>
          <Dialog.Close
            aria-label={m.filters_close()}
            className="flex size-11 items-center justify-center rounded-lg text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-600"
          >
            <X aria-hidden className="size-5" />
          </Dialog.Close>
        </div>
        <div className="grid gap-3 overflow-y-auto overscroll-contain p-4">{children}</div>
      </Dialog.Content>
    </Dialog.Root>
  );
}
