// TODO(translation): replaced by the real ja catalogue before this lands.
import { en, type Catalogue } from "./en.ts";

export const ja: Catalogue = en;
