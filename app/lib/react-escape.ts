// React's escaping of a text or an attribute's value (react-dom/server's escapeTextForBrowser), for markup the server
// writes as React would: a state's <option>s (search/near-filter.tsx) and a kept part's hole (server-once.server.tsx).
const ESCAPED: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#x27;" };

export const escapedAsReact = (value: string) => value.replace(/[&<>"']/g, (c) => ESCAPED[c]!);
