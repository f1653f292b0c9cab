// A visitor's cart cookie as pages read and write it (server/features/cart/visitor-cart.ts): the cart page, the item
// page's 'Add to cart' and the header's badge. Signed in, the account's cart is used and this cookie is merged into it
// (server/http/app.ts).
import { visitorCartCookie, visitorCartOf } from "../../server/features/cart/visitor-cart";

/** The visitor's cart cookie's value in this request, if any. */
export const visitorCart = (request: Request) => visitorCartOf(request.headers.get("cookie"));

/** A Set-Cookie header keeping the visitor's cart as `value`. */
export const keepVisitorCart = (value: string, siteUrl: string) => ({ "Set-Cookie": visitorCartCookie(value, siteUrl) });
