// Moved to server/logger.ts (shared by HTTP, jobs and services); kept until every import points there.
export * from "../logger";
