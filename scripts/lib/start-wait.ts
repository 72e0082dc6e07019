import net from "node:net";

/**
 * Resolves true once something accepts TCP connections on host:port (localhost when the server
 * listens on every interface), false after the timeout.
 */
export async function waitForPort(port: number, timeoutMs: number, listenHost?: string): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  const host = !listenHost || listenHost === "0.0.0.0" || listenHost === "::" ? "localhost" : listenHost;
  while (Date.now() < deadline) {
    if (await accepts(port, host)) return true;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return false;
}

function accepts(port: number, host: string): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ port, host });
    socket.setTimeout(1000);
    const done = (ok: boolean) => {
      socket.destroy();
      resolve(ok);
    };
    socket.once("connect", () => done(true));
    socket.once("error", () => done(false));
    socket.once("timeout", () => done(false));
  });
}
