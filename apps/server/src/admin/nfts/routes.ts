// HTTP edge of charity NFTs in the back office: content's items, artwork and charities; finance's
// payouts and transfer references.
import * as api from "@tradewind/api/admin/nfts";
import type { Router } from "../../platform/route.ts";
import * as nfts from "./service.ts";

export function nftAdminRoutes(router: Router, deps: nfts.NftAdminDeps) {
  router.route(api.listNftItems, async ({ query }) => nfts.itemsForOffice(deps, query));
  router.route(api.getNftItem, async ({ params }) => nfts.itemForOffice(deps, params.id));
  router.route(api.createNftItem, async ({ body }, { operator, audit }) => nfts.createItem(deps, { operator, audit }, body));
  router.route(api.updateNftItem, async ({ params, body }, { operator, audit }) => nfts.updateItem(deps, { operator, audit }, params.id, body));
  router.route(api.listNftItemBids, async ({ params, query }) => nfts.bidsForOffice(deps.db, params.id, query));
  router.route(api.recordNftTransfer, async ({ params, body }, { operator, audit }) => nfts.recordTransfer(deps, { operator, audit }, params.id, body));
  router.upload(api.uploadNftImage, async (_input, { operator, audit }, form) => nfts.uploadArtwork(deps, { operator, audit }, form));
  router.file(api.getNftImageForOffice, async ({ params }) => nfts.artworkForOffice(deps, params.id));
  router.route(api.listCharitiesForOffice, async () => ({ items: await nfts.charitiesForOffice(deps.db) }));
  router.route(api.createCharity, async ({ body }, { operator, audit }) => nfts.createCharity(deps, { operator, audit }, body));
  router.route(api.updateCharity, async ({ params, body }, { operator, audit }) => nfts.updateCharity(deps, { operator, audit }, params.id, body));
  router.route(api.recordCharityPayout, async ({ params, body }, { operator, audit }) => nfts.recordPayout(deps, { operator, audit }, params.id, body));
  router.route(api.listCharityPayoutsForOffice, async ({ query }) => nfts.payoutsForOffice(deps.db, query));
}
