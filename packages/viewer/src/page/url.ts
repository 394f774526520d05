// The moment shown lives in the address's fragment (`#fight=0&seq=42&view=fight`), so a link
// opens the same moment — also in an exported file opened from disk.

export interface Place {
  readonly fight: number;
  readonly seq: number;
  readonly view: string;
  readonly lang?: "en" | "zh";
}

/** The place the address names (absent fields take the defaults). */
export function readPlace(hash: string, defaults: Place): Place {
  const p = new URLSearchParams(hash.replace(/^#/, ""));
  const int = (k: string, d: number) => {
    const v = Number(p.get(k));
    return p.has(k) && Number.isSafeInteger(v) && v >= 0 ? v : d;
  };
  const lang = p.get("lang");
  return {
    fight: int("fight", defaults.fight),
    seq: int("seq", defaults.seq),
    view: p.get("view") ?? defaults.view,
    ...(lang === "en" || lang === "zh" ? { lang } : defaults.lang && { lang: defaults.lang }),
  };
}

/** The fragment for a place. */
export function placeHash(place: Place): string {
  const p = new URLSearchParams({
    fight: String(place.fight),
    seq: String(place.seq),
    view: place.view,
    ...(place.lang && { lang: place.lang }),
  });
  return `#${p.toString()}`;
}
