// TODO(translation): replaced by the real ko catalogue before this lands.
import { en, type Catalogue } from "./en.ts";

export const ko: Catalogue = en;
