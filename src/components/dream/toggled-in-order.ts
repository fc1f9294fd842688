/**
 * A dream form's multi-select toggle (tool spec §4): the id in or out of the list, never twice,
 * in the order the page lists the choices.
 */
export function toggledInOrder<Id extends string>(list: readonly Id[], id: Id, order: readonly Id[]): Id[] {
  const next = list.includes(id) ? list.filter((other) => other !== id) : [...list, id];
  return order.filter((item) => next.includes(item));
}
