// Answer shapes of the share-link calls (type-only, shared with the screens).

export type ShareLinkStatus = "active" | "expired" | "revoked";

export type ShareLinkView = {
  id: number;
  organisationId: number;
  organisationName: string;
  label: string;
  /** ISO times */
  createdAt: string;
  expiresAt: string;
  lastUsedAt: string | null;
  revokedAt: string | null;
  useCount: number;
  createdBy: string | null;
  status: ShareLinkStatus;
};

/** GET /api/share_links/ */
export type ShareLinkList = { links: ShareLinkView[] };

/** POST /api/share_links/ (200): the token and its URL are shown this once and never again. */
export type CreatedShareLink = { link: ShareLinkView; token: string; url: string };

/** POST /api/share_links/revoke/ (200) */
export type RevokedShareLink = { link: ShareLinkView };
