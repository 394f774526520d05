import type { RunInLeads } from "../../coverage/citedRules.ts";

/**
 * The run-in leads of seed 000 that `dnd35Rules` cites (or is about to: 法术和重击, for touch
 * and ray criticals), with the line each begins, in the seed's order. They are not headings
 * (seeds/headings/README.md: "All run-in leads … are covered through the heading above them"),
 * so a rule citing one belongs to the listed heading above that line. The coverage test checks
 * every line against the seed text; a new citation of a lead needs its line here.
 */
export const dnd35Leads: RunInLeads = {
  引发借机攻击: 94,
  战斗反射和额外的借机攻击: 101,
  "徒手攻击Unarmed Attacks": 212,
  "射击或投掷攻击近战中的对手Shooting or Throwing into a Melee": 225,
  法术和重击: 234,
  专注Concentration: 243,
  "防御式施法Casting on the Defensive": 247,
  "战斗中的触摸性法术Touch Spells in Combat": 248,
  "触摸攻击Touch Attacks": 249,
  "暂不散发Holding the Charge": 250,
  爬行Crawling: 278,
  低矮障碍和掩蔽: 566,
  软掩蔽: 570,
  变化掩蔽程度: 573,
  驱散效果与持续时间: 802,
  双头武器: 848,
  延迟的先攻结果: 857,
  准备的先攻结果: 864,
  准备反制法术: 866,
  准备武器对抗冲锋: 868,
};
