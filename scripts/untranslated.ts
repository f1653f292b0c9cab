// Finds text a page shows that does not come from the message catalogues (decision 038): words written straight into
// JSX, as a child (`<p>Save</p>`, `{busy ? "Saving…" : "Save"}`) or in an attribute a person reads or hears
// (`placeholder`, `aria-label`, `title`, `alt`…). What a component receives and shows is checked where it is written.
import ts from "typescript";

/** Attributes whose text reaches a person: shown, read aloud, or given as a tooltip. */
const SPOKEN_ATTRIBUTES = new Set(["aria-label", "aria-description", "aria-roledescription", "aria-valuetext", "placeholder", "title", "alt", "label", "description", "hint", "legend", "emptyText", "confirm", "pendingText", "submitLabel"]);

/** Words that are the same in every language: names. */
const NAMES = new Set(["Haya", "WhatsApp", "Twitter", "Instagram", "Facebook", "Paystack", "Termii", "Google", "Android", "iPhone", "CSV", "PDF", "OpenAPI", "API", "JSON", "NIN", "BVN", "CAC", "RC", "URL", "iCal", "ID"]);

/** A text worth translating: it has a word (two letters or more) that is not a name. */
const hasWords = (text: string) => (text.match(/[A-Za-z][A-Za-z']+/g) ?? []).some((w) => !NAMES.has(w));

/** The strings an expression shows when it is a JSX child: literals, through `a ? b : c`, `a && b` and `a ?? b`. */
function shownStrings(e: ts.Expression): ts.Node[] {
  if (ts.isParenthesizedExpression(e)) return shownStrings(e.expression);
  if (ts.isStringLiteral(e) || ts.isNoSubstitutionTemplateLiteral(e)) return [e];
  if (ts.isTemplateExpression(e)) return [e];
  if (ts.isConditionalExpression(e)) return [...shownStrings(e.whenTrue), ...shownStrings(e.whenFalse)];
  if (ts.isBinaryExpression(e) && [ts.SyntaxKind.AmpersandAmpersandToken, ts.SyntaxKind.BarBarToken, ts.SyntaxKind.QuestionQuestionToken, ts.SyntaxKind.PlusToken].includes(e.operatorToken.kind))
    return [...shownStrings(e.left), ...shownStrings(e.right)];
  return [];
}

/** The words of a literal or template (its fixed parts only). */
const textOf = (n: ts.Node): string =>
  ts.isTemplateExpression(n) ? [n.head.text, ...n.templateSpans.map((s) => s.literal.text)].join(" ") : ts.isStringLiteral(n) || ts.isNoSubstitutionTemplateLiteral(n) ? n.text : n.getText();

/** "line: text" for each untranslated text in a .tsx source. */
export function untranslatedTexts(fileName: string, source: string): string[] {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const found: string[] = [];
  const report = (n: ts.Node, text: string) => {
    const clean = text.replace(/&[a-z]+;|&#x?[0-9a-f]+;/gi, " ").replace(/\s+/g, " ").trim();
    if (hasWords(clean)) found.push(`${file.getLineAndCharacterOfPosition(n.getStart()).line + 1}: ${clean}`);
  };
  const visit = (n: ts.Node) => {
    if (ts.isJsxText(n)) report(n, n.text);
    else if (ts.isJsxExpression(n) && n.expression && (ts.isJsxElement(n.parent) || ts.isJsxFragment(n.parent))) for (const s of shownStrings(n.expression)) report(s, textOf(s));
    else if (ts.isJsxAttribute(n) && SPOKEN_ATTRIBUTES.has(n.name.getText()) && n.initializer) {
      const init = n.initializer;
      if (ts.isStringLiteral(init)) report(init, init.text);
      else if (ts.isJsxExpression(init) && init.expression) for (const s of shownStrings(init.expression)) report(s, textOf(s));
    }
    ts.forEachChild(n, visit);
  };
  visit(file);
  return found;
}
