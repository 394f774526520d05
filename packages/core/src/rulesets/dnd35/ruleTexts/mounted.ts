import type { RuleEntry } from "../../../rules/ruleSource.ts";
import { s, x } from "./entry.ts";

const MOUNTED = "骑乘战斗MOUNTED COMBAT";

/**
 * Mounted combat (seed 000 骑乘战斗MOUNTED COMBAT, 上下坐骑Mount/Dismount a Steed, and the
 * mounted parts of 冲锋CHARGE, 闯越OVERRUN and 拌摔TRIP); the Ride skill's own rules are the SRD's.
 */
export const mountedRules = {
  "dnd35.mountedCombat": s(
    MOUNTED,
    "a mount under its rider's control acts on the rider's initiative count, moving at its own speed with its own actions and carrying its rider: here its turn comes just before its rider's, at the rider's count, and a rider takes no movement of its own while mounted",
    "你的坐骑在受你控制时，是依照你的先攻权数值来作出行动。你可以用它的速度来移动，但坐骑本身则是用它自己的动作来进行移动。",
  ),
  "dnd35.mountSpace": s(
    MOUNTED,
    "a rider is treated as filling its mount's space: it stands on the mount's square, reaches and is reached from the whole of that space, and neither of the two is in the other's way",
    "为了方便起见，在战斗时就视为你使用你的坐骑所占据的空间。",
  ),
  "dnd35.warHorse": s(
    MOUNTED,
    "warhorses and warponies are trained for war; light horses, ponies and heavy horses are frightened in combat, and a rider who stays mounted must control one with a DC 20 Ride check each round as a move action (a failure makes it a full-round action)",
    "战斗用马：战马和矮种战马是最适合用来战斗的乘骑。",
  ),
  "dnd35.mountFlees": s(
    MOUNTED,
    "a mount nobody controls flees the fight: here a mount not trained for war, with no rider on its back, is played by its policies as fleeing (the engine does not forbid it to do otherwise)",
    "如果没有你的控制，你的坐骑就会自行逃离战斗。",
  ),
  "dnd35.mountedHigherGround": s(
    MOUNTED,
    "a mounted rider gets +1 on melee attacks against a creature on foot smaller than its mount (higher ground)",
    "当你攻击站在地面上、比你的坐骑体型更小的生物时，由于你处于更高的位置上，所以你的近战攻击检定可以得到+1的加值。",
  ),
  "dnd35.mountedSingleAttack": s(
    MOUNTED,
    "when the mount has moved more than 5 ft this turn its rider makes only a single melee attack (no full attack in melee; a ranged full attack is still allowed)",
    "如果你的坐骑移动超过5英尺，那么你就只能进行一次近战攻击。",
  ),
  "dnd35.mountedCharge": s(
    MOUNTED,
    "when the mount charges, its rider charges with it: both take the charge's −2 AC, and the rider's attack at the end of the charge gets the charge's +2",
    "如果你在冲锋结束时作出了一次攻击，那么这次攻击也可以得到冲锋时的攻击加值。",
  ),
  "dnd35.lanceCharge": s(
    "冲锋CHARGE",
    "a mounted rider's attack with a lance on a charge deals double damage (the mount's charge, which its rider shares)",
    "长枪(Lances)和冲锋攻击：乘骑中的人物进行冲锋时，使用长枪攻击可以造成两倍的伤害。",
  ),
  "dnd35.mountedRanged": s(
    MOUNTED,
    "a rider's ranged attacks while its mount double-moves take −4, while it runs −8; here the attack comes after the mount's move, read as made halfway through it",
    "你可以在你的坐骑进行双移动的时候使用远程武器，但是这样会在攻击检定上受到-4的减值。",
  ),
  "dnd35.mountedRangedRun": s(
    MOUNTED,
    "a rider's ranged attacks while its mount runs (four times its speed) take −8",
    "你也可以在你的坐骑进行奔跑（以四倍正常速度移动）的时候使用远程武器，但这样在攻击检定上会受到-8的减值。",
  ),
  "dnd35.mountedCasting": s(
    MOUNTED,
    "casting while the mount moves both before and after the spell (a double move) is casting under vigorous motion: Concentration DC 10 + spell level or the spell is lost",
    "如果你想让坐骑在你施法之前和之后都进行移动，那么就视为你是在坐骑移动的过程中施法，由于这样算是处于“强力震动”状态下的施法，因此你必须进行一次“专注”检定（DC=10+法术能级），否则就会失去该法术。",
  ),
  "dnd35.mountedCastingRun": s(
    MOUNTED,
    "casting while the mount runs is casting under violent motion: Concentration DC 15 + spell level",
    "如果坐骑进行奔跑（以四倍正常速度移动），你可以在坐骑移动到两倍正常速度的时候进行施法，由于这样算是处于“剧烈震动”状态下的施法，因此你必须进行一次更为困难的“专注”检定（DC=15+法术能级）。",
  ),
  "dnd35.mountFalls": s(
    MOUNTED,
    "when its mount falls (goes down, or is knocked prone) the rider lands beside it: a DC 15 Ride check softens the fall, else it takes 1d6 damage",
    "如果你的坐骑在战斗中跌倒：如果你的坐骑跌倒了，你就必须通过一次DC=15的“骑术”检定来缓和你的落马力道，以避免受到伤害。",
  ),
  "dnd35.knockedFromSaddle": s(
    MOUNTED,
    "a rider knocked unconscious stays in the saddle on 50% (75% in a military saddle), else falls and takes 1d6 damage",
    "如果你被迫落马：如果你在战斗中被打到昏迷状态，则会有50%的几率继续留在鞍座上（如果你是坐在军用鞍座上，则该几率为75%）。",
  ),
  "dnd35.mountSteed": s(
    "上下坐骑Mount/Dismount a Steed",
    "mounting or dismounting is a move action that does not provoke (上下马 否): the rider climbs onto an adjacent ally at least one size larger that nobody rides, or steps down to a free square beside its mount",
    "上下坐骑需要一个移动动作。",
  ),
  "dnd35.fastMount": s(
    "上下坐骑Mount/Dismount a Steed",
    "a fast mount or dismount is a free action with a DC 20 Ride check (armor check penalty applying); failing, it takes the move action; it is possible only while the turn's move action is still free",
    "快速上下坐骑Fast Mount or Dismount：你可以以一个自由动作上下坐骑，需要进行一个DC20的骑术检定（要应用防具检定减值）。",
  ),
  "dnd35.mountedOverrun": s(
    "闯越OVERRUN",
    "a mounted overrun is the mount's: its Str and its size modifier make the check; with Trample the target cannot avoid it and the mount may kick a target knocked down (a hoof attack)",
    "乘骑闯越（践踏）：如果你在乘骑时进行闯越尝试，你的坐骑就必须进行力量检定来决定这次闯越攻击是成功还是失败（并且检定时是加上坐骑自身的体型调整值，而不是你的。）",
  ),
  "dnd35.trample": s(
    "闯越OVERRUN",
    "with the Trample feat a mounted overrun's target cannot avoid it, and a target it knocks down takes a hoof attack from the mount",
    "如果你有“践踏”（Trample）专长并且是在乘骑时进行闯越尝试，你的目标就无法选择避开你，而且如果你在闯越时成功地将目标击倒，你的坐骑还可以顺势对该目标进行一次蹄踢攻击。",
  ),
  "dnd35.tripMounted": s(
    "拌摔TRIP",
    "a mounted foe may be tripped: it opposes with a Ride check in place of Dex or Str, and a trip that succeeds pulls it off its mount (it lands prone beside it)",
    "绊摔乘骑中的对手：你可以对乘骑中的对手进行一次绊摔攻击。",
  ),
  "dnd35.rideSkill": x(
    "Skills: Ride",
    "a Ride check is d20 + Ride modifier (ranks, Dex, armor check penalty); the DCs are the seed's: guide with the knees 5, stay in the saddle, control a mount in battle 20, soft fall 15, fast mount or dismount 20",
  ),
  "dnd35.lance": x(
    "Equipment: Weapons (Lance)",
    "a lance is a two-handed martial reach weapon (1d8, ×3) that a mounted rider may wield in one hand; it deals double damage on a mounted charge",
  ),
  "dnd35.horses": x(
    "Monsters: Horse, Warhorse",
    "the stock horses: a light horse (not trained for war; hooves 1d4 secondary), a light warhorse and a heavy warhorse (trained for war; hooves and a bite)",
  ),
} as const satisfies Record<string, RuleEntry>;
