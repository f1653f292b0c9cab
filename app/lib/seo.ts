// Page titles and descriptions in one shape: "Title | Haya", unless the title already names the site (`named`).
export function pageMeta(title: string, description: string, { named = false }: { named?: boolean } = {}) {
  return [{ title: named ? title : `${title} | Haya` }, { name: "description", content: description }];
}
