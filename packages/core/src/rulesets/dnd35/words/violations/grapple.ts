// The English of the grapple's refusals (seed 000 擒抱GRAPPLE).

/** The grapple's refusals. */
export const grappleViolationTexts = {
  // 擒抱结果 无法移动: a grappler moves only by a grapple check (the grapple's move option).
  "dnd35:violation.grappleNoMove": (p: { actor: string; action: string }) =>
    `${p.actor} is grappling and cannot ${p.action} (seed 000 擒抱结果: a grappler cannot move normally; it escapes or moves the grapple by a grapple check)`,
};
