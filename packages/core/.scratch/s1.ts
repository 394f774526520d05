import { given } from "../src/testing/gwt.ts";
import { fighter, goblin, header } from "../src/testing/scenarios.ts";
import { weapon } from "../src/rulesets/dnd35/stats/weapons.ts";

const g = given(header([fighter("a", "p", 0, 0, weapon("longsword")), goblin("b", "m", 1, 0, weapon("morningstar"))], "s"), [20, 1]);
console.log(JSON.stringify(g.state.order), g.state.awaiting);
const r = g.when({ kind: "Attack", target: "b" });
for (const e of r.events) console.log(JSON.stringify(e));
