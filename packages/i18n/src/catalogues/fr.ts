// TODO(translation): replaced by the real fr catalogue before this lands.
import { en, type Catalogue } from "./en.ts";

export const fr: Catalogue = en;
