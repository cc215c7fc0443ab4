// What the renderer needs for one reference page, computed by src/model/reference.
import type { PagePlan } from '../../model/reference/pages.js';
import type { Anchor, ReferenceView } from '../../model/reference/view-model.js';
import type { UiStrings } from '../../config/ui-strings/en.js';

export interface ReferencePageInput {
  view: ReferenceView;
  page: PagePlan;
  /** Every page of this reference (the navigation links across them when split). */
  pages: PagePlan[];
  /** Tag anchor → the pages that show it (see ReferenceLayoutPlan). */
  tagPages: ReadonlyMap<Anchor, PagePlan[]>;
  split: boolean;
  /** A split reference: URL of the JSON map of every anchor to its page (deep links written for one page). */
  anchorMapUrl?: string;
  /** Label of this version in the Versions menu, e.g. "V1 - deprecated". */
  specLabel: string;
  /** URL of the downloadable spec file. */
  downloadUrl: string;
  /** For a deprecated version: the latest version's label and URL. */
  latest?: { specId: string; label: string; url: string };
  /** Operation id → (other spec id → URL of the same operation there). */
  counterparts: ReadonlyMap<string, Record<string, string>>;
  /** The page's words: its locale's UI strings (the reference's labels). */
  strings: UiStrings;
}
