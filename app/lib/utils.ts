// Class-name joining. Primitives keep their classes conflict-free, so no tailwind-merge (7.5 KB) is needed.
import { clsx, type ClassValue } from "clsx";

export function cn(...inputs: ClassValue[]) {
  return clsx(inputs);
}
