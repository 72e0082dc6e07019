// Bytes made once and sent to many: the plain JSON, its ETag, and the compressed copies that are
// ready. The lists here make them; the HTTP side (lib/http/prepared-answer.ts) only sends them,
// so this shape lives with its maker and the lists need nothing from lib/http.

export type Encoding = "br" | "gzip";

export type PreparedBytes = {
  etag: string;
  body: Buffer;
  /** `body` compressed, in the encodings that are ready */
  encoded: Partial<Record<Encoding, Buffer>>;
  /** asks for `body` in an encoding that is not ready, for the requests after this one */
  prepare?(encoding: Encoding): void;
};
