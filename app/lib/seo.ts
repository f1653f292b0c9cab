// Page titles and descriptions in one shape.
export function pageMeta(title: string, description: string) {
  return [{ title: title.includes("Haya") ? title : `${title} | Haya` }, { name: "description", content: description }];
}
