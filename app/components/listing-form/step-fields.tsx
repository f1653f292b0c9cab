// The fields of one form step, as both the /list-item wizard and the manage page's sections show them.
import type { FormStep } from "../../../server/features/listings/listings.schema";
import type { Values } from "~/lib/forms.server";
import { CategoryFields, type CategoryChoice } from "./category-fields";
import { DetailsFields } from "./details-fields";
import { FeaturesFields } from "./features-fields";
import { LocationFields } from "./location-fields";
import { PickupFields } from "./pickup-fields";
import { PricingFields } from "./pricing-fields";
import type { DayPriceWords } from "./day-price-words.server";
import type { DeliveryWords } from "./delivery-words.server";

/**
 * `dayPriceWords`: the pricing step's words for prices by day; `deliveryWords`, the pick-up step's for delivery: from the
 * loader (day-price-words.server.ts, delivery-words.server.ts).
 */
export function StepFields({ step, values, errors, categories, dayPriceWords, deliveryWords }: { step: FormStep; values: Values; errors: Record<string, string>; categories: CategoryChoice[]; dayPriceWords: DayPriceWords | null; deliveryWords: DeliveryWords | null }) {
  switch (step) {
    case "category":
      return <CategoryFields categories={categories} values={values} errors={errors} />;
    case "details":
      return <DetailsFields values={values} errors={errors} />;
    case "pricing":
      return dayPriceWords && <PricingFields values={values} errors={errors} words={dayPriceWords} />;
    case "location":
      return <LocationFields values={values} errors={errors} />;
    case "features":
      return <FeaturesFields values={values} errors={errors} />;
    case "pickup":
      return deliveryWords && <PickupFields values={values} errors={errors} words={deliveryWords} />;
  }
}
