// Row ids are PostgreSQL `serial`s (int4): the one rule for an id a request names, in its path, query or body. Past
// ID_MAX the database refuses the comparison itself, so a larger id is bad input at the edge, never a query.
export const ID_MAX = 2_147_483_647;
