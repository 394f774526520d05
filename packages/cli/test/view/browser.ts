import { existsSync, mkdirSync } from "node:fs";
import { join } from "node:path";
import { type Browser, chromium, type Page } from "playwright-core";
import { ROOT } from "../d20.ts";

/** Debian's Chromium (`apt-get install chromium`; scripts/setup.sh installs it), or $CHROMIUM. */
export const CHROMIUM = process.env.CHROMIUM ?? "/usr/bin/chromium";

/** Where the viewer's tests leave their screenshots (not committed). */
export const ARTIFACTS = join(ROOT, ".artifacts/viewer");

/** A headless Chromium; a missing one is named, with how to install it. */
export async function launch(): Promise<Browser> {
  if (!existsSync(CHROMIUM))
    throw new Error(
      `no Chromium at ${CHROMIUM}: run scripts/setup.sh (apt-get install chromium), or set CHROMIUM`,
    );
  mkdirSync(ARTIFACTS, { recursive: true });
  return chromium.launch({ executablePath: CHROMIUM, args: ["--no-sandbox"] });
}

/** A page whose script errors fail the test that reads `errors`. */
export async function openPage(
  browser: Browser,
  url: string,
): Promise<{ page: Page; errors: string[]; requests: string[] }> {
  const page = await browser.newPage({ viewport: { width: 1400, height: 1000 } });
  const errors: string[] = [];
  const requests: string[] = [];
  page.on("pageerror", (e) => errors.push(e.stack ?? e.message));
  page.on("console", (m) => {
    if (m.type() === "error") errors.push(m.text());
  });
  page.on("request", (r) => requests.push(r.url()));
  // A guard against a hung page, not a speed limit: a loaded machine only makes it slower.
  page.setDefaultTimeout(300_000);
  await page.goto(url);
  await page.waitForSelector("header");
  return { page, errors, requests };
}

/** Moves the page to `seq` through its address (as a shared link does) and waits for it. */
export async function seek(page: Page, seq: number, extra = ""): Promise<void> {
  // Run in the page (the test's own program has no DOM types): the address's fragment, updated.
  const place = JSON.stringify({
    seq: String(seq),
    ...Object.fromEntries(new URLSearchParams(extra)),
  });
  await page.evaluate(`{
    const p = new URLSearchParams(location.hash.slice(1));
    for (const [k, v] of Object.entries(${place})) p.set(k, v);
    location.hash = p.toString();
  }`);
  await page.waitForFunction(
    `document.querySelector("[data-testid=seq]")?.textContent?.includes("${seq} /")`,
  );
}

/** The map's tokens as drawn (id, square, hit points), by id: big creatures are drawn first. */
export function tokensOf(page: Page): Promise<{ id: string; x: number; y: number; hp: number }[]> {
  return page
    .$$eval("[data-token]", (els) =>
      els.map((e) => ({
        id: e.getAttribute("data-token")!,
        x: Number(e.getAttribute("data-x")),
        y: Number(e.getAttribute("data-y")),
        hp: Number(e.getAttribute("data-hp")),
      })),
    )
    .then(byId);
}

/** Tokens (or anything with an id) in id order. */
export function byId<T extends { id: string }>(list: T[]): T[] {
  return list.sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
}
