import type { ContentPack } from './pack';

// Authored by this project (see docs/cards.md): filled in by the content work.
export const warrior: ContentPack | null = null;
