import { describe, expect, it } from "vitest";
import { countActiveFilters } from "./active-filters";

describe("countActiveFilters", () => {
  it("counts nothing for a bare search, the words or the sort", () => {
    expect(countActiveFilters({})).toBe(0);
    expect(countActiveFilters({ search: "generator", sort: "price-asc", cursor: "abc", pages: "3" })).toBe(0);
  });

  it("does not count the form's empty boxes, 'All Categories' or an unticked instant box", () => {
    expect(countActiveFilters({ category: "all", subcategory: "", location: " ", minPrice: "", maxPrice: "", instant: "false" })).toBe(0);
  });

  it("counts each filter set, a price range once", () => {
    expect(countActiveFilters({ category: "vehicles", subcategory: "suvs" })).toBe(2);
    expect(countActiveFilters({ location: "Lagos", minPrice: "1000" })).toBe(2);
    expect(countActiveFilters({ minPrice: "1000", maxPrice: "5000" })).toBe(1);
    expect(countActiveFilters({ instant: "1" })).toBe(1);
    expect(countActiveFilters({ category: "tools", location: "Ibadan", maxPrice: "9000", instant: "true" })).toBe(4);
    expect(countActiveFilters({ startDate: "2026-12-24", endDate: "2026-12-26", pickupTime: "09:00" })).toBe(1);
    expect(countActiveFilters({ date: "2026-12-24", time: "09:00", location: "Lagos" })).toBe(2);
    // The hero's pick-up time without a date filters nothing.
    expect(countActiveFilters({ search: "", location: "Lagos", startDate: "", pickupTime: "Noon" })).toBe(1);
  });
});
