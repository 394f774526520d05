import type { Catalogue } from "@d20/core";
import type { CitedRule, Finding } from "@d20/replay";
import { formatCitation } from "@d20/replay";

type Of<K extends Finding["kind"]> = Extract<Finding, { kind: K }>;

function rule(r: CitedRule | undefined): string {
  if (r === undefined) return "";
  return r.citation === undefined
    ? ` [规则 ${r.rule}]`
    : ` [规则 ${r.rule}：${formatCitation(r.citation)}]`;
}

function show(x: unknown): string {
  if (x === undefined) return "无";
  const text = JSON.stringify(x);
  return text.length > 80 ? `${text.slice(0, 77)}...` : text;
}

function dieText(f: Of<"die">): string {
  const r = f.recorded as { origin?: unknown; faces?: unknown } | undefined;
  if (f.check === "undeclared")
    return `序号 ${f.seq}：骰子 ${f.key}：未声明的${String(r?.origin)}骰子 ${show(r?.faces)}：记录头没有声明这个骰子；其种子给出 ${show(f.expected)}${rule(f.rule)}`;
  if (f.check === "declared")
    return `序号 ${f.seq}：骰子 ${f.key}：记录头声明它被强制为 ${show((f.expected as { faces?: unknown }).faces)}，记录的是${String(r?.origin)} ${show(r?.faces)}${rule(f.rule)}`;
  return `序号 ${f.seq}：骰子 ${f.key}：${f.check}：应为 ${show(f.expected)}，记录为 ${show(f.recorded)}${rule(f.rule)}`;
}

// What the hash chain says of a damaged line.
const CHAIN_SAYS: Partial<Record<string, string>> = {
  "bad-hash": "在封存之后被改动：它的字节已给不出它所记录的哈希",
  "broken-chain": "脱离了哈希链：它的 prev 不是上一行的哈希",
  "seq-gap": "序号错乱：在它之前有事件被删除或插入",
  "bad-data": "封存的数据不符合其事件的格式",
};

function roundOf(round: number | undefined): string {
  return round === undefined ? "" : `，第${round}轮`;
}

function factText(f: Of<"fact">): string {
  const path = `[事实 ${f.type} ${f.path || "(事件)"}：应为 ${show(f.expected)}，记录为 ${show(f.recorded)}]`;
  const where = `序号 ${f.seq}${roundOf(f.round)}`;
  const said = f.said;
  if (said === undefined) return `${where}：${path.slice(1, -1)}${rule(f.rule)}`;
  const log = said.recorded === undefined ? "记录里此处没有事件" : `记录说：${said.recorded}`;
  const rules = said.expected === undefined ? "规则给不出事件" : `规则给出：${said.expected}`;
  return `${where}：${log}；${rules}${rule(f.rule)} ${path}`;
}

function logText(f: Of<"log">): string {
  const where = `第${f.line}行${f.seq === undefined ? "" : `（序号 ${f.seq}）`}`;
  const raw = `log ${f.code}: ${f.field === undefined ? "" : `${f.field}: `}${f.reason}`;
  const says = CHAIN_SAYS[f.code];
  if (f.meant === undefined || says === undefined) return `${where}：${raw}`;
  const m = f.meant;
  const who = m.actor === undefined ? "" : `（${m.actor}）`;
  const when = m.round === undefined ? "" : `，第${m.round}轮`;
  return `${where}：这个 ${m.type}${who}${when}${says} [${raw}]`;
}

/**
 * The audit's Chinese (`d20 audit --lang zh`): the same findings as `findingTexts`, one line
 * each; a rule's refusal inside one is the ruleset's message in the same language.
 */
export const findingTextsZh: Catalogue = {
  "audit.log": (f: Of<"log">) => logText(f),
  "audit.header": (f: Of<"header">) => `序号 ${f.seq}：记录头：${f.reason}${rule(f.rule)}`,
  "audit.rulesetChanged": (f: Of<"rulesetChanged">) =>
    `序号 0：规则集已变：${f.ruleset} 记录为 ${f.recorded}，当前为 ${f.current}`,
  "audit.die": (f: Of<"die">) => dieText(f),
  "audit.violation": (f: Of<"violation">) =>
    `序号 ${f.seq}${roundOf(f.round)}：${f.by} 违反规则（${f.declaration}）：${f.code}：${f.message}${rule(f.rule)}`,
  "audit.fact": (f: Of<"fact">) => factText(f),
  "audit.rederive": (f: Of<"rederive">) => `序号 ${f.seq}：无法重新推导：${f.reason}`,
  "audit.unfoldable": (f: Of<"unfoldable">) => `序号 ${f.seq}：${f.type} 无法还原：${f.reason}`,
  "audit.incomplete": (f: Of<"incomplete">) =>
    `序号 ${f.seq}：不完整：记录止于序号 ${f.seq}，仍在等待 ${f.awaiting}`,
  "audit.signature": (f: Of<"signature">) => `签名：${f.reason}`,
  "audit.assumed": (f: Of<"assumed">) =>
    `序号 ${f.seq}：假定：${f.by} 放过 ${f.provoker} 的 ${f.window} 窗口（${f.declaration}）：牌桌的笔记没有回答它，牌桌的默认是 ${f.default}`,
};
