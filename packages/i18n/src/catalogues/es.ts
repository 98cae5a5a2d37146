// TODO(translation): replaced by the real es catalogue before this lands.
import { en, type Catalogue } from "./en.ts";

export const es: Catalogue = en;
