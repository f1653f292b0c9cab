// /api/v1/users/{id}: a person's public profile, as /u/{id} shows it (issue 37 asks for `idVerified` there): what is
// verified, how they answer requests, their published listings. Nothing private (no email, phone or address).
import { z } from "zod";
import type { Services } from "../../services";
import { listingCardSchema } from "../../features/catalogue/catalogue.schema";
import { answer } from "./errors";
import { todayInLagos } from "../../../core/dates";
import { apiRoute, apiRouter, BAD_INPUT, errorResponse, ok } from "./openapi-kit";

export const publicProfileSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    image: z.string().nullable().describe("Their profile photo (a media key, as listing photos'); null: none"),
    memberSince: z.string().describe("YYYY-MM-DD, Lagos"),
    city: z.string().nullable(),
    state: z.string().nullable(),
    bio: z.string().nullable(),
    businessName: z.string().nullable().describe("Shown once an operator has checked the business"),
    emailVerified: z.boolean(),
    businessVerified: z.boolean(),
    idVerified: z.boolean().describe("Their identity is verified: a NIN, driver's licence or passport checked against the register, with a selfie (issue 37)"),
    responseRate: z.number().int().nullable().describe("Percent of booking requests and renters' questions answered within 24 hours; null before any"),
    responseTime: z.string().nullable().describe("Their typical time to answer, in words in the request's language"),
    listings: z.array(listingCardSchema).describe("Their published listings, newest first (at most 24)"),
  })
  .meta({ id: "PublicProfile" });

const profile = apiRoute({
  method: "get",
  path: "/users/{id}",
  operationId: "getUserProfile",
  summary: "A person's public profile",
  description: "What anyone may see of a person, as their page /u/{id} shows it. Their reviews: GET /users/{id}/reviews.",
  request: { params: z.object({ id: z.string().min(1).max(100) }) },
  responses: {
    200: ok("The person's public profile", publicProfileSchema),
    400: BAD_INPUT,
    404: errorResponse("No such person (or their account was deleted)"),
  },
});

export function peopleApi(services: Services) {
  const api = apiRouter();
  api.openapi(profile, (c) =>
    answer(c, async () => {
      const p = await services.profiles.profile(c.req.valid("param").id, { reviews: 0 });
      const person = p.person;
      return c.json(
        {
          id: person.id,
          name: person.name,
          image: person.image,
          memberSince: todayInLagos(person.createdAt),
          city: person.city,
          state: person.state,
          bio: person.bio,
          businessName: person.businessName,
          emailVerified: person.emailVerified,
          businessVerified: person.businessVerified,
          idVerified: person.idVerified,
          responseRate: p.responseRate,
          responseTime: p.responseTime,
          listings: p.listings,
        },
        200,
      );
    }),
  );
  return api;
}
