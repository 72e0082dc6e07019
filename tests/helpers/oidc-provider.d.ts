// oidc-provider ships no type declarations; the tests use it through a small surface
// (tests/helpers/oidc-test-provider.ts).
declare module "oidc-provider";
