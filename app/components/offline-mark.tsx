// 'You are offline': a line under the header while the phone has no connection, so a page opened from the offline
// service worker's saved copy (public/sw.js) is not taken for today's. After hydration only: the server never knows.
import { WifiOff } from "lucide-react";
import { useEffect, useState } from "react";
import { m } from "@core/paraglide/messages";

export function OfflineMark() {
  const [offline, setOffline] = useState(false);
  useEffect(() => {
    const update = () => setOffline(!navigator.onLine);
    update();
    window.addEventListener("online", update);
    window.addEventListener("offline", update);
    return () => {
      window.removeEventListener("online", update);
      window.removeEventListener("offline", update);
    };
  }, []);
  if (!offline) return null;
  return (
    <p role="status" className="flex items-center justify-center gap-2 bg-slate-800 px-4 py-2 text-sm text-white">
      <WifiOff aria-hidden className="size-4" />
      {m.offline_mark()}
    </p>
  );
}
