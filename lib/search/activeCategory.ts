/**
 * Which category tab is active while the dropdown scrolls (spec §2: scrolling updates the
 * active tab): the last section whose top has reached the bottom of the sticky tabs, or the
 * last section once the list is scrolled to its end (a short last section never reaches the top).
 */
export interface SectionPosition<Id extends string> {
  id: Id;
  /** Offset of the section's top inside the scrolling container. */
  top: number;
}

export function activeSectionAt<Id extends string>(
  sections: ReadonlyArray<SectionPosition<Id>>,
  { scrollTop, stickyHeight, isAtBottom }: { scrollTop: number; stickyHeight: number; isAtBottom: boolean },
): Id | undefined {
  if (sections.length === 0) return undefined;
  if (isAtBottom) return sections[sections.length - 1].id;
  let active = sections[0].id;
  for (const section of sections) {
    // 1 px of slack: a scroll to exactly the section's top must select it.
    if (section.top - stickyHeight <= scrollTop + 1) active = section.id;
  }
  return active;
}
