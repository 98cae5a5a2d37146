// TODO(translation): replaced by the real hk catalogue before this lands.
import { en, type Catalogue } from "./en.ts";

export const hk: Catalogue = en;
