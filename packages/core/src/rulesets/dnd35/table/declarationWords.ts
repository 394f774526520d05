import type { TableDeclaration, TableValue } from "../../../engine/tableVocabulary.ts";
import {
  type CombatantDeclaration,
  READIED_KINDS,
  READY_TRIGGERS,
} from "../../3x/log/declarations.ts";
import { GRAPPLE_OPTIONS, SPECIAL_ATTACK_NAMES } from "../../3x/log/specialAttacks.ts";
import { ACTIVITY, ATTACK_CHOICE, FLAG, FREE_ACTION, NAME, PATH, SQUARE } from "./values.ts";

const plain = (fields: Readonly<Record<string, TableValue>> = {}, required: string[] = []) => ({
  fields,
  ...(required.length === 0 ? {} : { required }),
});

// A readied action's fields under `action.` (seed 000 准备一个动作: any standard, move or free
// action, with the 5-foot step it may take), its trigger's under `trigger.` (何种条件下).
const readiedFields: Readonly<Record<string, TableValue>> = {
  "action.kind": { read: "oneOf", values: READIED_KINDS },
  ...Object.fromEntries(Object.entries(ATTACK_CHOICE).map(([k, v]) => [`action.${k}`, v])),
  "action.spell": NAME,
  "action.defensively": FLAG,
  "action.counter": FLAG,
  "action.path": PATH,
  "action.drawWeapon": FLAG,
  "action.draw": NAME,
  "action.readyShield": FLAG,
  "action.item": NAME,
  "action.also": NAME,
  "action.to": SQUARE,
  "action.action": FREE_ACTION,
  "action.activity": ACTIVITY,
  "action.aiding": ACTIVITY,
  "action.heldByOther": FLAG,
  "action.step": SQUARE,
  "trigger.on": { read: "oneOf", values: READY_TRIGGERS },
  "trigger.by": NAME,
  "trigger.square": SQUARE,
  "trigger.activity": ACTIVITY,
};

/**
 * Every dnd35 declaration a `declare ACTOR KIND key=value …` line may make, by its kind (the
 * word is the kind), with the fields each takes — the engine then checks it as it checks any
 * declaration. Each cites its section of seed 000 in `log/declarations.ts`.
 */
const byKind = {
  Attack: plain({ ...ATTACK_CHOICE, fightingDefensively: FLAG, guessSquare: SQUARE }, ["target"]),
  FullAttack: plain({ ...ATTACK_CHOICE, fightingDefensively: FLAG }, ["target"]),
  Move: plain({ path: PATH, drawWeapon: FLAG, draw: NAME, readyShield: FLAG }, ["path"]),
  FiveFootStep: plain({ to: SQUARE }, ["to"]),
  Crawl: plain({ to: SQUARE }, ["to"]),
  Charge: plain({ ...ATTACK_CHOICE, path: PATH }, ["target", "path"]),
  Run: plain({ path: PATH }, ["path"]),
  Withdraw: plain({ path: PATH }, ["path"]),
  MinimumMove: plain({ to: SQUARE }, ["to"]),
  TotalDefense: plain(),
  CoupDeGrace: plain({ target: NAME, weapon: NAME }, ["target"]),
  StartFullRound: plain({ action: NAME }, ["action"]),
  CompleteFullRound: plain({ action: NAME }, ["action"]),
  WakeSleeper: plain({ target: NAME }, ["target"]),
  FreeAction: plain({ action: FREE_ACTION, item: NAME, to: SQUARE }, ["action"]),
  // What a creature holds (拔出或者收回武器, 操作一个物品): the item, a second one drawn with it.
  Activity: plain(
    {
      activity: ACTIVITY,
      aiding: ACTIVITY,
      heldByOther: FLAG,
      item: NAME,
      also: NAME,
      target: NAME,
    },
    ["activity"],
  ),
  Cast: plain({ spell: NAME, target: NAME, defensively: FLAG }, ["spell"]),
  Touch: plain({ target: NAME, also: { read: "names" } }, ["target"]),
  // The special attacks of 表：特殊攻击动作: `attack` names one, the rest are its own fields.
  SpecialAttack: plain(
    {
      attack: { read: "oneOf", values: SPECIAL_ATTACK_NAMES },
      target: NAME,
      ally: NAME,
      aid: { read: "oneOf", values: ["attack", "ac", "skill"] },
      skill: { read: "oneOf", values: ["Heal", "EscapeArtist", "Bluff"] },
      weapon: NAME,
      item: NAME,
      follow: FLAG,
      charge: FLAG,
      grab: FLAG,
      path: PATH,
      at: SQUARE,
      to: SQUARE,
      option: { read: "oneOf", values: GRAPPLE_OPTIONS },
      spell: NAME,
      silence: FLAG,
      lethal: FLAG,
      dropWeapon: FLAG,
      fullAttack: FLAG,
      mode: { read: "oneOf", values: ["turn", "rebuke", "command", "bolster", "dispel"] },
      undead: { read: "names" },
      release: FLAG,
      fast: FLAG,
    },
    ["attack"],
  ),
  Delay: plain({ after: NAME, count: { read: "int" }, nextRound: FLAG }),
  Ready: plain({ ...readiedFields }, ["action.kind", "trigger.on"]),
  Respond: plain({ take: { read: "yesNo" }, weapon: NAME }, ["take"]),
  Choose: plain({ answer: NAME }, ["answer"]),
  EndTurn: plain(),
} satisfies Record<CombatantDeclaration["kind"], Omit<TableDeclaration, "kind">>;

/** The kinds a `uses` trigger may name (any declaration kind, seed 000 准备一个动作). */
const DECLARATION_KINDS = Object.keys(byKind) as CombatantDeclaration["kind"][];

/** dnd35's `declare` words: each declaration kind, and the fields it takes. */
export const dnd35DeclarationWords: Readonly<Record<string, TableDeclaration>> = Object.fromEntries(
  DECLARATION_KINDS.map((kind) => {
    const entry: Omit<TableDeclaration, "kind"> = byKind[kind];
    const uses: TableValue = { read: "oneOf", values: DECLARATION_KINDS };
    const fields = kind === "Ready" ? { ...entry.fields, "trigger.action": uses } : entry.fields;
    const word: TableDeclaration = { kind, ...entry, fields };
    return [kind, word];
  }),
);
