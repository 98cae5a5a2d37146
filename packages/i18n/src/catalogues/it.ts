// TODO(translation): replaced by the real it catalogue before this lands.
import { en, type Catalogue } from "./en.ts";

export const it: Catalogue = en;
