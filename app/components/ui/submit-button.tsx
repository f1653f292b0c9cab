// The submit button of a form: while its form is being sent it shows that it is working and cannot send it again.
import { LoaderCircle } from "lucide-react";
import type * as React from "react";
import { Button } from "~/components/ui/button";
import { useSubmitting } from "~/hooks/use-submitting";
import { cn } from "~/lib/utils";

/** A spinning circle beside (or, on an icon button, instead of) a button's content while it works. */
export function Working({ className }: { className?: string }) {
  return <LoaderCircle aria-hidden className={cn("size-4 shrink-0 motion-safe:animate-spin", className)} />;
}

/**
 * A Button of type submit. Its name stays its label (the circle is hidden from screen readers); `disabled` is for
 * reasons of the page's own (no dates chosen…), busy is handled here.
 */
export function SubmitButton({ children, className, onClick, size, ...props }: Omit<React.ComponentProps<typeof Button>, "type" | "asChild">) {
  const { busy, working, props: submitting } = useSubmitting(onClick);
  return (
    <Button type="submit" size={size} className={cn(busy && "cursor-progress opacity-75", className)} {...props} {...submitting}>
      {working && <Working className={size === "icon" ? "size-5" : undefined} />}
      {working && size === "icon" ? null : children}
    </Button>
  );
}
