// The error catalogue: every failure a client can cause answers with one of these codes.
// SPEC §8 codes keep their numbers; codes the SPEC lacks start at 10100 (client errors) and
// 20006 (success). Messages live in packages/i18n under `errors.<code>`, one per language.

export const successCode = 200;

export const errorCodes = {
  enterUsernameOrEmail: 10001,
  emailWrong: 10002,
  usernameWrong: 10003,
  passwordWrong: 10004,
  abnormalUserStatus: 10005,
  usernameExists: 10006,
  emailExists: 10007,
  userStatusWrong: 10008,
  userNotFound: 10009,
  smartProductWrong: 10010,
  insufficientBalanceRecharge: 10011,
  noCorrespondingDays: 10012,
  investmentAmountWrong: 10013,
  optionsProductWrong: 10014,
  notInTradingTime: 10015,
  purchaseAmountWrong: 10016,
  noCorrespondingPeriod: 10017,
  systemParamMissing: 10018,
  authenticationStatusWrong: 10019,
  collectionStatusWrong: 10020,
  receivingAddressMissing: 10021,
  notRealNameVerified: 10022,
  loanTermWrong: 10023,
  productAlreadyBought: 10024,
  selectWithdrawalMethod: 10025,
  sendCodeFirst: 10090,
  verificationCodeWrong: 10091,
  insufficientBalance: 10092,
  dailyWithdrawalsUsed: 10099,
  enterInvitationCode: 10990,
  // Added by Tradewind (not in SPEC §8).
  invalidRequest: 10100,
  passwordsNotSame: 10101,
  enterPassword: 10102,
  confirmPassword: 10103,
  enterVerificationCode: 10104,
  enterValidEmail: 10105,
  enterPhoneOrEmail: 10106,
  selectRegistrationMethod: 10107,
  phoneExists: 10108,
  phoneWrong: 10109,
  tooManyRequests: 10110,
  verificationCodeExpired: 10111,
  loginMethodNotConfigured: 10112,
  thirdPartyLoginFailed: 10113,
  idempotencyKeyReused: 10114,
  demoAccountDisabled: 10115,
  passwordTooWeak: 10116,
  invitationCodeUnknown: 10117,
  notFound: 10118,
  enterUsername: 10119,
  valueTooLong: 10120,
  unknownField: 10121,
  unknownInstrument: 10122,
  invalidInterval: 10123,
  invalidTimeRange: 10124,
  tooManyCandles: 10125,
  tooManySubscriptions: 10126,
  watchlistFull: 10127,
  stopLossUnreasonable: 10128,
  takeProfitUnreasonable: 10129,
  leverageNotAllowed: 10130,
  orderNotActive: 10131,
  instrumentNotTradable: 10132,
  marginTooSmall: 10133,
  coinBalanceInsufficient: 10134,
  spotInstrumentOnly: 10135,
  stakeOutOfRange: 10136,
  tooManyConnections: 10137,
  serverClosing: 10138,
  // Back office (DESIGN §8).
  operatorForbidden: 10139,
  totpCodeWrong: 10140,
  totpCodeReused: 10141,
  setupLinkInvalid: 10142,
  operatorDisabled: 10143,
  operatorExists: 10144,
  cannotChangeOwnRoles: 10145,
  cannotDisableSelf: 10146,
  enterReason: 10147,
  adjustmentSelfApproval: 10148,
  adjustmentNotPending: 10149,
  paramValueInvalid: 10150,
  exportTooLarge: 10151,
  totpEnrolmentRequired: 10152,
  // Money in and out: uploads, KYC, deposits, withdrawals (issue 13).
  imageFormatWrong: 10153,
  imageTooLarge: 10154,
  imageRequired: 10155,
  completeAllInformation: 10156,
  imageUnreadable: 10157,
  alreadyReviewed: 10158,
  birthdateInvalid: 10159,
  realAccountRequired: 10160,
  depositBelowMinimum: 10161,
  txHashUsed: 10162,
  txHashInvalid: 10163,
  withdrawalAddressInvalid: 10164,
  amountWrong: 10165,
  depositMethodUnavailable: 10166,
  // Smart trading plans (issue 14).
  smartTradingNotEnabled: 10167,
  earnReserveInsufficient: 10168,
  smartProductInvalid: 10169,
  // Loans (issue 14): 10173–10180.
  /** SPEC's "Not Signed": a loan application without the drawn signature. */
  notSigned: 10173,
  /** The amount is outside the product's range. */
  loanAmountOutOfRange: 10174,
  /** Unknown or disabled loan product. */
  loanProductUnavailable: 10175,
  /** `loan_max_open` loans are already pending, repaying or expired. */
  openLoanLimit: 10176,
  /** The loan fund does not cover the principal (approval). */
  loanFundInsufficient: 10177,
  /** Repaying a loan that is not repaying or expired (pending, rejected or already repaid). */
  loanNotRepayable: 10178,
  /** A loan product whose range, rate or terms do not make sense. */
  loanProductInvalid: 10179,
  // Referral (issue 15): 10190–10194.
  /** A referral rate change that would make the three levels' rates sum above 1. */
  referralRatesAboveOne: 10190,
  // Content (issue 16): 10195–10199 (and SPEC's 10018 for a private parameter).
  /** An unknown or unpublished content item (never served). */
  contentNotFound: 10195,
  /** Another content item already has this slug. */
  contentSlugTaken: 10196,
  /** A translation with a title but no body (after sanitising) or the reverse; publishing without English. */
  contentTranslationIncomplete: 10197,
  /** Not possible in the item's state: deleting a published item, pushing one that is not a published notice. */
  contentStateWrong: 10198,
  /** This notice was already pushed to all users. */
  noticeAlreadyPushed: 10199,
  // Charity NFT auctions (issue 15): 10020 and 10180–10189.
  /** A bid below the minimum: the start price, or the current bid plus the minimum increment ({min}). */
  nftBidTooLow: 10180,
  /** The bidder already holds the highest bid. */
  nftOwnWinningBid: 10181,
  /** The item has no buy-now price. */
  nftBuyNowUnavailable: 10182,
  /** A bid at or above the buy-now price: buy it now instead. */
  nftBidReachesBuyNow: 10183,
  /** An item whose prices or times do not make sense (start ≥ end, buy-now ≤ start price, zero increment). */
  nftItemInvalid: 10184,
  /** Changing the prices, times or charity of an item that is no longer upcoming. */
  nftItemLocked: 10185,
  /** A charity without a payout address or bank account, or an unknown charity. */
  charityInvalid: 10186,
  /** A payout larger than what is held for the charity. */
  charityPayoutTooLarge: 10187,
  // Customer service (issue 16): 10200–10209.
  /** A visitor token that is unknown, expired or ended (a visitor must start again). */
  supportVisitorUnknown: 10200,
  /** A message with neither text (after stripping) nor an image, or with both. */
  supportMessageEmpty: 10201,
  /** Text longer than supportTextMax characters. */
  supportMessageTooLong: 10202,
  /** Messages sent too fast (burst or hourly limit); `seconds` until the next may go. */
  supportRateLimited: 10203,
  /** A conversation or message that is not the caller's (or does not exist). */
  supportConversationNotFound: 10204,
  /** A write to a closed conversation (operator send, assign, close again). */
  supportConversationClosed: 10205,
  /** Images need a signed-in user. */
  supportImageNeedsAccount: 10206,
  /** Assigning to an operator who is disabled or lacks the support role. */
  supportOperatorUnavailable: 10207,
  /** A real feed flagged the instrument stale: no market order, close or option entry on its last price. */
  priceStale: 10260,
  // Image limits (issue 22): 10230–10239.
  /** An image wider or taller than `side` px, or above `megapixels`, read from its header. */
  imageDimensionsTooLarge: 10230,
  /** The caller's earlier uploads are still in progress: one is processed at a time, two more may wait. */
  uploadInProgress: 10231,
  // Hardening, second round (issue 22): 10240–10249.
  /** The email provider could not be reached or refused the message; try again shortly. */
  messageNotSent: 10240,
  /** A web address that is not http(s)://, or is not a valid URL. */
  webAddressInvalid: 10241,
  /** A `virtually` header other than exactly YES or NO (SPEC's values; absent means demo). */
  bookHeaderInvalid: 10242,
  sessionExpired: 401,
  unknownError: 500,
} as const;

export type ErrorName = keyof typeof errorCodes;
export type ErrorCode = (typeof errorCodes)[ErrorName];

export const successCodes = {
  submittedForReview: 20001,
  rechargeSubmitted: 20002,
  withdrawalSubmitted: 20003,
  purchaseSuccessful: 20004,
  modified: 20005,
  nftBidPlaced: 20006,
  nftPurchased: 20007,
  /** A support conversation was closed. */
  conversationClosed: 20008,
} as const;

const knownCodes = new Set<number>(Object.values(errorCodes));

export function isErrorCode(value: number): value is ErrorCode {
  return knownCodes.has(value);
}
