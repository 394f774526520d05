/**
 * The condition names the 3.x layer's rules read, shared by dnd35 and dnd30 (the SRD conditions
 * and the seeds' states); an edition adds its own names beside them (dnd35: concealment and
 * improved cover, the GM's calls its tables give effects to).
 */
export const CONDITION_3X = {
  totalDefense: "totalDefense",
  fightingDefensively: "fightingDefensively",
  charging: "charging",
  /** Ran since its last turn: no Dex bonus to AC (seed 000 奔跑Run; seed 003 奔跑). */
  running: "running",
  /**
   * Helpless for a reason the GM names in its own words (seed 000 无助的防御者HELPLESS DEFENDERS:
   * "或者处于其他你认为类似情况下的人"): applied by the GM with `AddCondition`.
   */
  helpless: "helpless",
  /** Paralyzed — hold person, say (SRD conditions, outside the seeds): helpless, no actions. */
  paralyzed: "paralyzed",
  /** Held in place by a spell (SRD Hold Person, outside the seeds): paralyzed, so helpless. */
  held: "held",
  /** Asleep — the sleep spell (SRD Sleep, outside the seeds): helpless until woken. */
  asleep: "asleep",
  /** Bound hand and foot (seed 000 无助的防御者: 被捆绑的): helpless. */
  bound: "bound",
  /** Knocked out by the GM's call, hp aside (seed 000 无助的防御者: 失去意识的): helpless. */
  unconscious: "unconscious",
  /** Invisible: totally concealed, and unseen — a withdraw still provokes it (seed 000 撤退). */
  invisible: "invisible",
  /** Blinded: cannot withdraw (seed 000 撤退Withdraw). */
  blinded: "blinded",
  /** Grappling: threatens nothing (seed 000 借机攻击; 擒抱). */
  grappling: "grappling",
  prone: "prone",
  /**
   * Dazed — the daze spell, say (SRD conditions, outside the seeds): no actions at all, no
   * penalty to AC.
   */
  dazed: "dazed",
  /**
   * Cowering — rebuked undead, turned undead that cannot flee (seed 000 驱散效果与持续时间, 斥喝):
   * no actions (SRD conditions, outside the seeds); its −2 AC and lost Dex bonus are the seed's
   * modifier table rows (seed 000 表：防御等级修正 畏缩中).
   */
  cowering: "cowering",
  /**
   * Stunned (SRD conditions, outside the seeds): no actions; its −2 AC and lost Dex bonus are
   * the seed's modifier table rows (seed 000 表：防御等级修正 震慑中).
   */
  stunned: "stunned",
  /**
   * Holding the charge of a touch spell, named after it (seed 000 暂不散发Holding the Charge;
   * seed 003 保持法术能量).
   */
  holdingCharge: "holdingCharge",
  /**
   * Unable to speak — in a silence, suffocating (seed 000 施法Cast a Spell 法术构件: 如果你窒息或者
   * 在一个沉默术的区域内): the GM's call; no spell with a verbal component.
   */
  silenced: "silenced",
  /**
   * Kept from speaking by its pinner, named after it (seed 000 当你压制住擒抱对手的时候: 你还可以阻止
   * 被你压制住的对手说话): as `silenced`, and it ends with that pin.
   */
  silencedBy: "silencedBy",
  /**
   * Held pinned by its pinner, named after it, for one round (seed 000 当你处于擒抱状态时 压制对手:
   * 你就可以定住对手达一轮之久): it lapses just after the pinner's next turn, and the pin with it,
   * unless the pinner pins again in that turn.
   */
  pinHeld: "pinHeld",
  /**
   * A buckler's hand wielded a weapon: the buckler gives no AC until its bearer's next turn (SRD
   * Buckler, outside the seeds).
   */
  bucklerUsed: "bucklerUsed",
  /**
   * Behind its tower shield as total cover until its next turn, its attacks given up (SRD Tower
   * Shield, outside the seeds): no attack reaches it, it makes none; targeted spells still do.
   */
  towerShieldCover: "towerShieldCover",
} as const;
