// 'Share' on an item page: WhatsApp (wa.me with the title, price and link: a plain link, so it works before JavaScript),
// the phone's own share sheet where the browser has one, and 'Copy link'. The link is the listing's address on Haya's
// configured origin (never the request's), whose preview is the listing's share card (/item/{id}/share.jpg).
import { Check, Link2, MessageCircle, Share2 } from "lucide-react";
import { useEffect, useState } from "react";
import { Button } from "~/components/ui/button";

/** The message a share carries: "Title — ₦25,000/day on Haya: https://…/item/7". */
export const shareText = (title: string, price: string, url: string) => `${title} — ${price}/day on Haya: ${url}`;

/** The wa.me link that opens WhatsApp with the message ready to send to anyone. */
export const whatsAppLink = (title: string, price: string, url: string) => `https://wa.me/?text=${encodeURIComponent(shareText(title, price, url))}`;

/** `words`: the buttons' labels, from the loader (the browser carries none of these messages). */
export function ShareButtons({ title, price, url, words: w }: { title: string; price: string; url: string; words: { label: string; more: string; copy: string; copied: string } }) {
  const [canShare, setCanShare] = useState(false);
  const [canCopy, setCanCopy] = useState(false);
  const [copied, setCopied] = useState(false);
  // After hydration only: the server cannot know the phone's abilities, and the first render must match its HTML.
  useEffect(() => {
    setCanShare(typeof navigator.share === "function");
    setCanCopy(typeof navigator.clipboard?.writeText === "function");
  }, []);
  return (
    <div role="group" aria-label={w.label} className="flex flex-wrap gap-2">
      <Button asChild variant="outline">
        <a href={whatsAppLink(title, price, url)} target="_blank" rel="noopener noreferrer">
          <MessageCircle aria-hidden className="size-4" />
          WhatsApp
        </a>
      </Button>
      {canShare && (
        <Button type="button" variant="outline" onClick={() => void navigator.share({ title, text: shareText(title, price, url), url }).catch(() => {})}>
          <Share2 aria-hidden className="size-4" />
          {w.more}
        </Button>
      )}
      {canCopy && (
        <Button
          type="button"
          variant="outline"
          onClick={() =>
            void navigator.clipboard.writeText(url).then(
              () => setCopied(true),
              () => setCopied(false),
            )
          }
        >
          {copied ? <Check aria-hidden className="size-4" /> : <Link2 aria-hidden className="size-4" />}
          {copied ? w.copied : w.copy}
        </Button>
      )}
      <span role="status" className="sr-only">{copied ? w.copied : ""}</span>
    </div>
  );
}
