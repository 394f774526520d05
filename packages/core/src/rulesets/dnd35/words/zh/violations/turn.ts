import type { CatalogueLike } from "../../../../../words/catalogue.ts";
import { formatSquare } from "../../../../../words/format.ts";
import type { turnViolationTexts as english } from "../../violations/turn.ts";

// Words for the closed sets of English-or-id values some refusals carry; any other as it comes.
const WORD: Readonly<Record<string, string>> = {
  // special attacks, as ids and as the English names them
  BullRush: "冲撞",
  "bull rush": "冲撞",
  Overrun: "闯越",
  overrun: "闯越",
  Trip: "绊摔",
  trip: "绊摔",
  Disarm: "卸除武器",
  disarm: "卸除武器",
  Sunder: "击破武器",
  sunder: "击破武器",
  Grapple: "擒抱",
  grapple: "擒抱",
  Feint: "虚招",
  feint: "虚招",
  AidAnother: "援助他人",
  // channelling: turning modes and kinds
  turn: "驱散",
  rebuke: "斥喝",
  command: "命令",
  dispel: "解除",
  bolster: "鼓舞",
  // a restricted turn's limit
  surprise: "突袭轮",
  disabled: "瘫痪",
  staggered: "恍惚",
  // why a creature can take no actions
  stunned: "震慑",
  cowering: "畏缩",
  dazed: "目眩",
  helpless: "无助",
  paralyzed: "麻痹",
  asleep: "睡眠",
  bound: "捆绑",
  unconscious: "失去意识",
  // the movements barred after a 5-foot step
  MinimumMove: "进行最小移动",
  Run: "奔跑",
  Withdraw: "撤退",
};
const w = (s: string) => WORD[s] ?? s;

/** dnd35's Chinese refusals by the action economy and the turn (the English: ../../violations/turn.ts). */
export const turnViolationTexts = {
  // A window's answer from a creature it does not ask: the rules' own refusal, then the window
  // and whom it asks, and (outside readied and delay windows) the AoOs the creature has made.
  "dnd35:violation.notAskedHere": (p, render) =>
    `${render(p.own)}${
      p.window === undefined
        ? "；没有开启的窗口"
        : `；于seq ${p.seq}开启的${p.window}窗口询问的是${p.asks}`
    }${p.aooUsed === undefined ? "" : `；${p.by}本轮已进行了${p.aooUsed}次借机攻击`}`,
  "dnd35:violation.notProne.crawl": (p) => `${p.actor}只有在俯卧时才能爬行`,
  "dnd35:violation.unknownDeclaration.combatant": (p) => `没有“${p.kind}”这种宣告`,
  "dnd35:violation.unknownSpecialAttack": (p) =>
    `没有“${p.attack}”这种特殊攻击（表：特殊攻击动作）`,
  "dnd35:violation.feint.mindless": (p) => `${p.target}没有心智（无智力值）：无法对其使用虚招`,
  "dnd35:violation.aid.noTarget": () =>
    "对攻击或AC的援助他人要指明其目标（即敌人），不指明技能（援助技能则指明技能、不指明目标）",
  "dnd35:violation.aid.skill": (p) => `不能援助技能“${p.skill}”：战斗中可援助的技能为${p.skills}`,
  "dnd35:violation.aid.skillFields": () => "对技能的援助要指明盟友和技能，不指明目标或武器",
  "dnd35:violation.aid.notBeside": (p) => `援助${p.ally}的技能需要站在其身旁（5尺以内）`,
  "dnd35:violation.aid.notMelee": (p) => `${p.actor}要用近战攻击援助他人，而非远程攻击`,
  "dnd35:violation.turning.cannot": (p) =>
    `${p.actor}不能驱散或斥喝不死生物（其角色卡上没有驱散能力）`,
  "dnd35:violation.turning.paladinLevel": (p) =>
    `${p.actor}以低三级的牧师身份进行驱散：${p.level}级圣武士尚不能驱散（4级起）`,
  "dnd35:violation.turning.orderFields": (p) =>
    `${p.actor}只有在命令（mode "command"）时才能指明不死生物、目标或释放，${w(p.mode)}时不能`,
  "dnd35:violation.command.notCommanded": (p) =>
    p.undead === ""
      ? `${p.actor}没有命令任何不死生物（命令：仅限它斥喝时超出其生命骰两倍的不死生物）`
      : `${p.undead}不受${p.actor}命令`,
  "dnd35:violation.command.badTarget": (p) =>
    `${p.actor}不能命令其不死生物攻击${p.target}：目标须是场上活着且不属于它们的生物，且释放时不能指明目标`,
  "dnd35:violation.command.obeys": (p) =>
    `${p.actor}受${p.by}命令，服从其命令${p.order}：不能进行${p.kind}`,
  "dnd35:violation.turning.mode": (p) =>
    `${p.actor}引导能量来${w(p.kind)}：它不能${w(p.mode)}（驱散者不能斥喝、解除或鼓舞，斥喝者不能驱散）`,
  "dnd35:violation.turning.flees": (p) =>
    `${p.actor}被${p.turner}驱散而逃跑：只能远离${p.turner}移动、站起或结束回合，不能进行${p.kind}`,
  "dnd35:violation.turning.spent": (p) => `${p.actor}今天的${p.perDay}次驱散尝试已全部用完`,
  "dnd35:violation.trip.weapon": (p) =>
    `${p.weapon}不是绊摔武器：徒手绊摔，或使用链枷、长戟、长柄钩刀或鞭子`,
  "dnd35:violation.trip.noWeaponToDrop": () => "只有用武器进行的绊摔，才能松开武器以避免被反绊",
  "dnd35:violation.trip.prone": (p) => `${p.target}已经俯卧`,
  "dnd35:violation.splash.covered": (p) =>
    `${p.target}的身体覆盖了该方格线交叉点：请改为向${p.target}投掷`,
  "dnd35:violation.splash.noTarget": (p) =>
    `请指明${p.item}投向何处：一个生物（target）或一个方格线交叉点（at）`,
  "dnd35:violation.splash.both": (p) =>
    `${p.item}要么投向一个生物（target），要么投向一个方格线交叉点（at），不能两者兼有`,
  "dnd35:violation.splash.offGrid": (p) =>
    `方格线交叉点是一个方格的左上角：在此地图上x取0到${p.width}，y取0到${p.height}`,
  "dnd35:violation.splash.outOfRange": (p) =>
    `方格线交叉点${formatSquare(p.at)}距离${p.ft}尺：超出了${p.maxFt}尺`,
  "dnd35:violation.splash.walled": (p) =>
    `投掷者与方格线交叉点${formatSquare(p.at)}之间隔着墙：没有效果线`,
  "dnd35:violation.splash.notSplash": (p) => `${p.item}不是泼溅武器（炼金火、强酸瓶、圣水）`,
  "dnd35:violation.special.notInFullAttack": (p) =>
    `${w(p.attack)}是一个独立的动作，不是全攻击中的一次攻击：只有卸除武器、代替一次攻击进行的擒抱尝试或擒抱选项、击破武器或绊摔才可以`,
  "dnd35:violation.special.fullAttackUnderWay": (p) =>
    `全攻击已在进行中：宣告${w(p.attack)}时不要带fullAttack，把它作为下一次攻击`,
  "dnd35:violation.overrun.charge": () =>
    "冲锋中不能进行闯越：种子译者注所引的勘误禁止这样做（冲锋时无法进行闯越）；房规选项overrunOnCharge允许这样做",
  "dnd35:violation.overrun.straight": () =>
    "作为冲锋一部分的闯越要一直向前：路径的每一步方向都相同",
  "dnd35:violation.special.tooLarge": (p) =>
    `${p.target}体型大两级或以上：不能对其进行${w(p.attack)}（最多大一级）`,
  "dnd35:violation.disarm.ranged": () => "卸除武器是一次近战攻击：不能使用远程武器",
  "dnd35:violation.disarm.nothing": (p) => `${p.target}手中没有可卸除的东西：请指明物品`,
  "dnd35:violation.disarm.body": (p) => `${p.item}是身体的武器：无法被卸除`,
  "dnd35:violation.disarm.spikedGauntlet": (p) => `${p.item}是戴在手上的尖刺护手：无法被卸除`,
  "dnd35:violation.disarm.noHand": (p) =>
    `${p.actor}需要一只空手来夺取物品（抢夺，或徒手卸除武器）`,
  "dnd35:violation.disarm.firm": (p) => `${p.item}被牢牢固定：只能从被压制的敌人身上抢夺`,
  "dnd35:violation.disarm.notHeld": (p) =>
    `${p.target}并未持有${p.item}（卸除武器打击的是手中的物品；抢夺也可以夺取穿戴的物品）`,
  "dnd35:violation.sunder.weapon": (p) => `${p.weapon}无法击破：需要挥砍或钝击近战武器`,
  "dnd35:violation.sunder.armor": (p) =>
    `${p.target}的盔甲正被穿戴：其他生物穿戴中的盔甲无法被击破（击破携带或穿戴中的物品；其在表中的行：${p.object}）`,
  "dnd35:violation.sunder.item": (p) =>
    `${p.target}没有可打击的武器或盾牌${p.item}（身体的武器不是物品）`,
  "dnd35:violation.sunder.notCarried": (p) => `${p.target}已不再携带${p.item}`,
  "dnd35:violation.bullRush.adjacent": (p) =>
    `冲撞是从身旁移入${p.target}的空间：请从更远处冲锋过去（path）`,
  "dnd35:violation.mustChoose": (p) =>
    `${p.actor}正被要求作出选择：请用Choose回答，选项为${p.options}之一`,
  "dnd35:violation.overrun.through": (p) => `闯越的路径要穿过${p.target}的空间并继续向前`,
  "dnd35:violation.grapple.pinned": (p) =>
    `${p.actor}被${p.by}压制：只能尝试挣脱（擒抱选项escape或escapeArtist）`,
  "dnd35:violation.grapple.option": (p) => `擒抱（${p.option}）：${p.why}`,
  "dnd35:violation.aid.noAlly": (p) => `${p.ally}不是可以援助的盟友`,
  "dnd35:violation.aid.notInMelee": (p) => `${p.foe}没有与${p.ally}进行近战（双方都没有威胁对方）`,
  "dnd35:violation.noStandardAction.givenUp": () => "剩余的攻击已为换取一个移动动作而放弃",
  "dnd35:violation.noStandardAction.spent": () => "本回合的标准动作已经用掉",
  "dnd35:violation.restrictedTurn.noFullRound": (p) =>
    `受限回合（${w(p.limit)}）不允许进行整轮动作`,
  "dnd35:violation.restrictedTurn.single": (p) =>
    `受限回合（${w(p.limit)}）只允许一个标准动作或一个移动动作`,
  "dnd35:violation.noFullRoundAction.restrictedCharge": () =>
    "冲锋需要整个回合：受限冲锋（以标准动作按正常速度移动）不能在不受限的回合中选择",
  "dnd35:violation.noFullRoundAction.wholeTurn": () => "整轮动作需要整个回合",
  "dnd35:violation.noFullRoundAction.chargeAfterStep": () =>
    "五尺快步之后不能冲锋：冲锋就是本回合的移动",
  "dnd35:violation.noMoveAction": () => "本回合已没有剩余的移动动作",
  "dnd35:violation.moveAfterFiveFootStep.moveAction": () =>
    "本轮进行过五尺快步之后，不能再以移动动作移动",
  "dnd35:violation.moveAfterFiveFootStep.movement": (p) =>
    `本轮进行过五尺快步之后，不能再${w(p.kind)}`,
  "dnd35:violation.secondFiveFootStep": () => "每轮只能进行一次五尺快步",
  "dnd35:violation.fiveFootStepAfterMove": () => "在有其他移动的一轮中不能进行五尺快步",
  "dnd35:violation.fiveFootStepInSurprise": () =>
    "突袭轮中不能进行五尺快步（房规选项surpriseFiveFootStep未开启）",
  "dnd35:violation.notRestricted": () => "只有在受限回合中才能开始整轮动作",
  "dnd35:violation.noActions": (p) =>
    `${p.actor}处于${w(p.dazed)}状态：不能采取任何动作（可以结束回合或拒绝）`,
  "dnd35:violation.notAsked": (p) => `${p.actor}并未在窗口中被询问`,
  "dnd35:violation.cannotAct": (p) => `${p.actor}无法行动`,
  "dnd35:violation.drawNeedsBab": () => "在移动中拔出武器需要基本攻击加值达到+1或以上",
  "dnd35:violation.blindWithdraw": () => "失明的生物无法撤退",
  "dnd35:violation.notStarted": () => "上回合没有开始任何整轮动作",
  "dnd35:violation.cannotStart": (p) => `${p.action}不能以标准动作开始`,
  "dnd35:violation.mustRespond": (p) => `${p.actor}正在窗口中被询问：请用Respond接受或拒绝`,
  "dnd35:violation.noThreat": (p) => `${p.weapon ?? "没有武器"}威胁不到${p.provoker}`,
} satisfies CatalogueLike<typeof english>;
