// TODO(translation): replaced by the real de catalogue before this lands.
import { en, type Catalogue } from "./en.ts";

export const de: Catalogue = en;
