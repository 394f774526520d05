import type { Square } from "../../../model/ids.ts";
import { formatSquare, formatTerms } from "../../../words/format.ts";
import type { ThreeXEventMap } from "../../3x/log/fightEvent.ts";
import { fact, type Tellers, type Texts } from "./teller.ts";

type Data<K extends keyof ThreeXEventMap> = ThreeXEventMap[K];

// Mounted combat's facts (seed 000 骑乘战斗MOUNTED COMBAT, 上下坐骑): a rider getting on and off,
// thrown, knocked out of the saddle or pulled off; its Ride checks; the saddle's d%.

/** The tellers of mounted combat's facts. */
export const mountedTellers: Tellers = {
  MountChanged: (d) => fact("MountChanged", d),
  RideChecked: (d) => fact("RideChecked", d),
  SaddleRolled: (d) => fact("SaddleRolled", d),
};

const landing = (at: Square | undefined) => (at === undefined ? "" : ` at ${formatSquare(at)}`);

/** What each change of seat says. */
function seatText(d: Data<"MountChanged">): string {
  switch (d.change) {
    case "mount":
      return `${d.rider} mounts ${d.mount}: it rides in ${d.mount}'s space, on its count`;
    case "dismount":
      return `${d.rider} dismounts from ${d.mount}${landing(d.at)}`;
    case "fall":
      return `${d.rider} falls from ${d.mount}${landing(d.at)}`;
    case "pulledOff":
      return `${d.rider} is pulled off ${d.mount}${landing(d.at)}`;
  }
}

/** What each Ride check is for, in words. */
const PURPOSE: Readonly<Record<string, string>> = {
  fastMount: "to mount fast",
  fastDismount: "to dismount fast",
  softFall: "to soften the fall",
  control: "to control its frightened mount",
};

/** The English texts of mounted combat's facts. */
export const mountedTexts = {
  "dnd35:event.MountChanged": (d: Data<"MountChanged">) => seatText(d),
  "dnd35:event.RideChecked": (d: Data<"RideChecked">) =>
    `${d.rider} Ride check ${PURPOSE[d.purpose] ?? d.purpose}: d20 ${d.natural} ${formatTerms(d.bonus)} = ${d.total} vs DC ${d.dc}: ${d.success ? "success" : "failure"}`,
  "dnd35:event.SaddleRolled": (d: Data<"SaddleRolled">) =>
    `${d.rider}, knocked out, stays in the saddle on d% ≤ ${d.chance}: ${d.roll}, ${d.stays ? "it stays" : "it falls"}`,
  "dnd35:audit.breakdown.rideCheck": (p: { rider: string; dc: number }) =>
    `${p.rider}'s Ride check (DC ${p.dc})`,
} satisfies Texts;
