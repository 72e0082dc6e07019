// The product's text for an unexpected error (docs/product.md#error-messages; MESSAGES.unexpected),
// on its own: the error boundaries, loaded with every page, then do not carry every other message
// with them.
export const UNEXPECTED_ERROR = "Unexpected Application Error!";
