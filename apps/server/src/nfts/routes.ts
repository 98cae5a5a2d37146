// HTTP edge of charity NFTs on the user's side (SPEC §7 paths: index/listNft, user/listNft,
// user/buyNft; plus the detail, artwork, bids, charities and payouts).
import * as api from "@tradewind/api/nfts";
import type { Router } from "../platform/route.ts";
import { buyNow, collection, itemDetail, itemImage, listCharities, listItems, listPayouts, myBids, placeBid, type NftDeps } from "./service.ts";

export function nftRoutes(router: Router, deps: NftDeps) {
  router.route(api.listNft, async ({ query }, { language, user }) => listItems(deps, { language, userId: user?.id ?? null }, query));
  router.route(api.getNft, async ({ params }, { language, user }) => itemDetail(deps, { language, userId: user?.id ?? null }, params.id));
  router.file(api.getNftImage, async ({ params }) => itemImage(deps, params.id));
  router.route(api.listCharities, async (_input, { language }) => listCharities(deps.db, language));
  router.route(api.listCharityPayouts, async ({ query }, { language }) => (await listPayouts(deps.db, query, language)).page);
  router.route(api.bidNft, async ({ body }, { user, book, language }) => placeBid(deps, user.id, book, language, body));
  router.route(api.buyNft, async ({ body }, { user, book, language }) => buyNow(deps, user.id, book, language, body.id));
  router.route(api.listUserNft, async ({ query }, { user, language }) => collection(deps, user.id, language, query));
  router.route(api.listUserNftBids, async ({ query }, { user }) => myBids(deps.db, user.id, query));
}
