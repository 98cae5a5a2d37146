// TODO(translation): replaced by the real ar catalogue before this lands.
import { en, type Catalogue } from "./en.ts";

export const ar: Catalogue = en;
