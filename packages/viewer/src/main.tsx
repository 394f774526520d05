import { render } from "preact";
import uplotCss from "uplot/dist/uPlot.min.css";
import type { ViewerData } from "./data.ts";
import { App } from "./page/App.tsx";
import { STYLE } from "./page/style.ts";

/**
 * The page's entry: its data embedded (an exported file: `<script id="d20-data">`) or served
 * beside it (`d20 view`: data.json), then the app.
 */
async function start(): Promise<void> {
  const style = document.createElement("style");
  style.textContent = `${uplotCss}\n${STYLE}`;
  document.head.append(style);
  const root = document.getElementById("d20-root")!;
  try {
    const embedded = document.getElementById("d20-data");
    const data = (
      embedded !== null
        ? JSON.parse(embedded.textContent ?? "")
        : await (await fetch("data.json")).json()
    ) as ViewerData;
    document.title = data.title;
    render(<App data={data} />, root);
  } catch (e) {
    root.textContent = `The viewer could not start: ${(e as Error).message}`;
    root.className = "fatal";
  }
}

void start();
