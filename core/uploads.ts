// Files sent with a form (a page's multipart post or the API's): the non-empty ones of a field. A browser sends an empty
// file for a file input left empty; it is no photo.
export const filesIn = (form: FormData | undefined, field: string): File[] =>
  form?.getAll(field).filter((f): f is File => f instanceof File && f.size > 0) ?? [];
