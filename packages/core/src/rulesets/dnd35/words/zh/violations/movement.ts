import type { CatalogueLike } from "../../../../../words/catalogue.ts";
import { formatSquare as sq } from "../../../../../words/format.ts";
import type { movementViolationTexts as english } from "../../violations/movement.ts";

/** dnd35's Chinese refusals of a move (the English: ../../violations/movement.ts). */
export const movementViolationTexts = {
  "dnd35:violation.runBlind": (p) => `${p.actor}失明：不能奔跑到看不见的地方`,
  "dnd35:violation.runThroughDifficult": (p) => `不能奔跑穿越困难地形${sq(p.square)}`,
  "dnd35:violation.notStraight": () => "奔跑要沿直线进行",
  "dnd35:violation.cannotMove": (p) => `${p.actor}完全无法移动`,
  "dnd35:violation.emptyPath": () => "路径为空",
  "dnd35:violation.tooFar.blinded": (p) =>
    `该路径花费${p.feet}尺（失明的移动者每个方格都按双倍计算）；允许${p.budgetFt}尺`,
  "dnd35:violation.tooFar.plain": (p) => `该路径花费${p.feet}尺；允许${p.budgetFt}尺`,
  "dnd35:violation.tooSlow": () => "速度等于或低于5尺的生物不能进行五尺快步",
  "dnd35:violation.notAStep.step": () => "五尺快步要移动到邻近的方格",
  "dnd35:violation.hamperedStep.terrain": (p) =>
    `不能五尺快步进入或离开困难地形或障碍物${sq(p.square)}`,
  "dnd35:violation.hamperedStep.blinded": (p) =>
    `${p.actor}失明：其移动受到限制，因此不能进行五尺快步`,
  "dnd35:violation.blockedByAlly": (p) => `冲锋不能穿过${p.id}所在的方格${sq(p.square)}`,
  "dnd35:violation.blockedByFoe.charge": (p) => `${p.id}在${sq(p.square)}挡住了冲锋`,
  "dnd35:violation.blockedByFoe.move": (p) => `${p.id}挡住了方格${sq(p.square)}`,
} satisfies CatalogueLike<typeof english>;
