// What the header's search suggests as a person types: categories and subcategories the words name, and popular searches.
import { z } from "zod";
import { m } from "../../../core/paraglide/messages";

export const suggestionsQuerySchema = z.object({
  q: z.string().trim().max(100, { error: () => m.err_at_most_chars({ max: 100 }) }).default("").describe("What the person has typed so far"),
});

export const suggestionSchema = z.object({
  kind: z.enum(["category", "subcategory", "search"]).describe("A category or subcategory page, or a popular search"),
  label: z.string().describe("What to show: the category's name, or the search text"),
  detail: z.string().nullable().describe("The category a subcategory belongs to; otherwise null"),
  href: z.string().describe("Where choosing it goes (a path on the site)"),
});
export type Suggestion = z.infer<typeof suggestionSchema>;

export const suggestionsSchema = z.object({ suggestions: z.array(suggestionSchema).max(8) });
