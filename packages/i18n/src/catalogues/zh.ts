// TODO(translation): replaced by the real zh catalogue before this lands.
import { en, type Catalogue } from "./en.ts";

export const zh: Catalogue = en;
