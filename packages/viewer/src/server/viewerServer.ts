import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import type { ViewerData } from "../data.ts";
import { pageHtml } from "../html/pageHtml.ts";

/** A running viewer: its address on loopback, and how to stop it. */
export interface ViewerServer {
  readonly url: string;
  close(): Promise<void>;
}

/**
 * Serves the page on loopback (127.0.0.1 only): `/` the page, `/viewer.js` its script,
 * `/data.json` the fights it shows. `port` 0 takes a free one.
 */
export async function serveViewer(
  data: ViewerData,
  script: string,
  port = 0,
): Promise<ViewerServer> {
  const json = JSON.stringify(data);
  const html = pageHtml(data.title, { src: "viewer.js" });
  const server: Server = createServer((req, res) => {
    const path = new URL(req.url ?? "/", "http://localhost").pathname;
    const send = (status: number, type: string, body: string) => {
      res.writeHead(status, {
        "content-type": `${type}; charset=utf-8`,
        "cache-control": "no-store",
      });
      res.end(req.method === "HEAD" ? undefined : body);
    };
    if (req.method !== "GET" && req.method !== "HEAD") return send(405, "text/plain", "only GET\n");
    if (path === "/" || path === "/index.html") return send(200, "text/html", html);
    if (path === "/viewer.js") return send(200, "text/javascript", script);
    if (path === "/data.json") return send(200, "application/json", json);
    return send(
      404,
      "text/plain",
      `${path}: not here (the viewer serves /, /viewer.js and /data.json)\n`,
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, "127.0.0.1", () => resolve());
  });
  const { port: bound } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${bound}/`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
