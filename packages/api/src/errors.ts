// The error catalogue: every failure a client can cause answers with one of these codes.
// SPEC §8 codes keep their numbers; codes the SPEC lacks start at 10100 (client errors) and
// 20006 (success). Messages live in packages/i18n under `errors.<code>`, one per language.
// Each entry names the HTTP status its refusal answers with; an entry without `status` answers
// 400 (the client's request is at fault). The envelope code is what clients read; the status
// mirrors its class for proxies, logs and HTTP tooling.

export const successCode = 200;

/** The HTTP statuses a catalogued failure answers with. */
export type ErrorStatus = 400 | 401 | 403 | 404 | 429 | 500 | 503;

/** The status of an entry without one: the request was refused for what it asked. */
const defaultErrorStatus = 400;

export const errorCatalogue = {
  enterUsernameOrEmail: { code: 10001 },
  emailWrong: { code: 10002 },
  usernameWrong: { code: 10003 },
  passwordWrong: { code: 10004 },
  abnormalUserStatus: { code: 10005 },
  usernameExists: { code: 10006 },
  emailExists: { code: 10007 },
  userStatusWrong: { code: 10008 },
  userNotFound: { code: 10009 },
  smartProductWrong: { code: 10010 },
  insufficientBalanceRecharge: { code: 10011 },
  noCorrespondingDays: { code: 10012 },
  investmentAmountWrong: { code: 10013 },
  optionsProductWrong: { code: 10014 },
  notInTradingTime: { code: 10015 },
  purchaseAmountWrong: { code: 10016 },
  noCorrespondingPeriod: { code: 10017 },
  systemParamMissing: { code: 10018 },
  authenticationStatusWrong: { code: 10019 },
  collectionStatusWrong: { code: 10020 },
  receivingAddressMissing: { code: 10021 },
  notRealNameVerified: { code: 10022 },
  loanTermWrong: { code: 10023 },
  productAlreadyBought: { code: 10024 },
  selectWithdrawalMethod: { code: 10025 },
  sendCodeFirst: { code: 10090 },
  verificationCodeWrong: { code: 10091 },
  insufficientBalance: { code: 10092 },
  dailyWithdrawalsUsed: { code: 10099 },
  enterInvitationCode: { code: 10990 },
  // Added by Tradewind (not in SPEC §8).
  invalidRequest: { code: 10100 },
  passwordsNotSame: { code: 10101 },
  enterPassword: { code: 10102 },
  confirmPassword: { code: 10103 },
  enterVerificationCode: { code: 10104 },
  enterValidEmail: { code: 10105 },
  enterPhoneOrEmail: { code: 10106 },
  selectRegistrationMethod: { code: 10107 },
  phoneExists: { code: 10108 },
  phoneWrong: { code: 10109 },
  /** Too many requests from this address. */
  tooManyRequests: { code: 10110, status: 429 },
  verificationCodeExpired: { code: 10111 },
  loginMethodNotConfigured: { code: 10112 },
  thirdPartyLoginFailed: { code: 10113 },
  idempotencyKeyReused: { code: 10114 },
  demoAccountDisabled: { code: 10115 },
  passwordTooWeak: { code: 10116 },
  invitationCodeUnknown: { code: 10117 },
  notFound: { code: 10118, status: 404 },
  enterUsername: { code: 10119 },
  valueTooLong: { code: 10120 },
  unknownField: { code: 10121 },
  unknownInstrument: { code: 10122 },
  invalidInterval: { code: 10123 },
  invalidTimeRange: { code: 10124 },
  tooManyCandles: { code: 10125 },
  tooManySubscriptions: { code: 10126 },
  watchlistFull: { code: 10127 },
  stopLossUnreasonable: { code: 10128 },
  takeProfitUnreasonable: { code: 10129 },
  leverageNotAllowed: { code: 10130 },
  orderNotActive: { code: 10131 },
  instrumentNotTradable: { code: 10132 },
  marginTooSmall: { code: 10133 },
  coinBalanceInsufficient: { code: 10134 },
  spotInstrumentOnly: { code: 10135 },
  stakeOutOfRange: { code: 10136 },
  // 10137 and 10138 refuse for load, not for the request: a proxy or client may retry elsewhere or later.
  tooManyConnections: { code: 10137, status: 503 },
  serverClosing: { code: 10138, status: 503 },
  // Back office (DESIGN §8).
  /** Signed in, but the operator's roles do not allow the call. */
  operatorForbidden: { code: 10139, status: 403 },
  totpCodeWrong: { code: 10140 },
  totpCodeReused: { code: 10141 },
  setupLinkInvalid: { code: 10142 },
  operatorDisabled: { code: 10143 },
  operatorExists: { code: 10144 },
  cannotChangeOwnRoles: { code: 10145 },
  cannotDisableSelf: { code: 10146 },
  enterReason: { code: 10147 },
  adjustmentSelfApproval: { code: 10148 },
  adjustmentNotPending: { code: 10149 },
  paramValueInvalid: { code: 10150 },
  exportTooLarge: { code: 10151 },
  /** Signed in, but the operator's unfinished TOTP enrolment does not allow the call. */
  totpEnrolmentRequired: { code: 10152, status: 403 },
  // Money in and out: uploads, KYC, deposits, withdrawals (issue 13).
  imageFormatWrong: { code: 10153 },
  imageTooLarge: { code: 10154 },
  imageRequired: { code: 10155 },
  completeAllInformation: { code: 10156 },
  imageUnreadable: { code: 10157 },
  alreadyReviewed: { code: 10158 },
  birthdateInvalid: { code: 10159 },
  realAccountRequired: { code: 10160 },
  depositBelowMinimum: { code: 10161 },
  txHashUsed: { code: 10162 },
  txHashInvalid: { code: 10163 },
  withdrawalAddressInvalid: { code: 10164 },
  amountWrong: { code: 10165 },
  depositMethodUnavailable: { code: 10166 },
  // Smart trading plans (issue 14).
  smartTradingNotEnabled: { code: 10167 },
  earnReserveInsufficient: { code: 10168 },
  smartProductInvalid: { code: 10169 },
  // Loans (issue 14): 10173–10180.
  /** SPEC's "Not Signed": a loan application without the drawn signature. */
  notSigned: { code: 10173 },
  /** The amount is outside the product's range. */
  loanAmountOutOfRange: { code: 10174 },
  /** Unknown or disabled loan product. */
  loanProductUnavailable: { code: 10175 },
  /** `loan_max_open` loans are already pending, repaying or expired. */
  openLoanLimit: { code: 10176 },
  /** The loan fund does not cover the principal (approval). */
  loanFundInsufficient: { code: 10177 },
  /** Repaying a loan that is not repaying or expired (pending, rejected or already repaid). */
  loanNotRepayable: { code: 10178 },
  /** A loan product whose range, rate or terms do not make sense. */
  loanProductInvalid: { code: 10179 },
  // Referral (issue 15): 10190–10194.
  /** A referral rate change that would make the three levels' rates sum above 1. */
  referralRatesAboveOne: { code: 10190 },
  // Content (issue 16): 10195–10199 (and SPEC's 10018 for a private parameter).
  /** An unknown or unpublished content item (never served). */
  contentNotFound: { code: 10195 },
  /** Another content item already has this slug. */
  contentSlugTaken: { code: 10196 },
  /** A translation with a title but no body (after sanitising) or the reverse; publishing without English. */
  contentTranslationIncomplete: { code: 10197 },
  /** Not possible in the item's state: deleting a published item, pushing one that is not a published notice. */
  contentStateWrong: { code: 10198 },
  /** This notice was already pushed to all users. */
  noticeAlreadyPushed: { code: 10199 },
  // Charity NFT auctions (issue 15): 10020 and 10180–10189.
  /** A bid below the minimum: the start price, or the current bid plus the minimum increment ({min}). */
  nftBidTooLow: { code: 10180 },
  /** The bidder already holds the highest bid. */
  nftOwnWinningBid: { code: 10181 },
  /** The item has no buy-now price. */
  nftBuyNowUnavailable: { code: 10182 },
  /** A bid at or above the buy-now price: buy it now instead. */
  nftBidReachesBuyNow: { code: 10183 },
  /** An item whose prices or times do not make sense (start ≥ end, buy-now ≤ start price, zero increment). */
  nftItemInvalid: { code: 10184 },
  /** Changing the prices, times or charity of an item that is no longer upcoming. */
  nftItemLocked: { code: 10185 },
  /** A charity without a payout address or bank account, or an unknown charity. */
  charityInvalid: { code: 10186 },
  /** A payout larger than what is held for the charity. */
  charityPayoutTooLarge: { code: 10187 },
  // Customer service (issue 16): 10200–10209.
  /** A visitor token that is unknown, expired or ended (a visitor must start again). */
  supportVisitorUnknown: { code: 10200 },
  /** A message with neither text (after stripping) nor an image, or with both. */
  supportMessageEmpty: { code: 10201 },
  /** Text longer than supportTextMax characters. */
  supportMessageTooLong: { code: 10202 },
  /** Messages sent too fast (burst or hourly limit); `seconds` until the next may go. */
  supportRateLimited: { code: 10203 },
  /** A conversation or message that is not the caller's (or does not exist). */
  supportConversationNotFound: { code: 10204 },
  /** A write to a closed conversation (operator send, assign, close again). */
  supportConversationClosed: { code: 10205 },
  /** Images need a signed-in user. */
  supportImageNeedsAccount: { code: 10206 },
  /** Assigning to an operator who is disabled or lacks the support role. */
  supportOperatorUnavailable: { code: 10207 },
  /** A real feed flagged the instrument stale: no market order, close or option entry on its last price. */
  priceStale: { code: 10260 },
  // Image limits (issue 22): 10230–10239.
  /** An image wider or taller than `side` px, or above `megapixels`, read from its header. */
  imageDimensionsTooLarge: { code: 10230 },
  /** The caller's earlier uploads are still in progress: one is processed at a time, two more may wait. */
  uploadInProgress: { code: 10231, status: 429 },
  // Hardening, second round (issue 22): 10240–10249.
  /** The email provider could not be reached or refused the message; try again shortly (503: the provider failed us, not the request). */
  messageNotSent: { code: 10240, status: 503 },
  /** A web address that is not http(s)://, or is not a valid URL. */
  webAddressInvalid: { code: 10241 },
  /** A `virtually` header other than exactly YES or NO (SPEC's values; absent means demo). */
  bookHeaderInvalid: { code: 10242 },
  /** No leaf of the signed-in user in that snapshot and currency (no liability then, or no such snapshot). */
  liabilityProofMissing: { code: 10360, status: 404 },
  // Account statements (issue 26): 10361–10389.
  /** A statement period whose last day is before its first. */
  statementPeriodInverted: { code: 10361 },
  /** A statement period longer than a year. */
  statementPeriodTooLong: { code: 10362 },
  /** A statement period that has not ended yet (its postings could still change). */
  statementPeriodNotEnded: { code: 10363 },
  // Portfolio analytics (issue 26): 10364–10369.
  /** A portfolio range whose last day is before its first. */
  portfolioRangeInverted: { code: 10364 },
  /** A portfolio range longer than a year. */
  portfolioRangeTooLong: { code: 10365 },
  /** A portfolio range ending after today (UTC). */
  portfolioRangeFuture: { code: 10366 },
  // Account security centre (issue 24): 10300–10339.
  /** Starting an authenticator enrolment while one is already on. */
  totpAlreadyEnabled: { code: 10300 },
  /** Confirming, turning off or proving an authenticator the account does not have (or has not started). */
  totpNotEnabled: { code: 10301 },
  /** A wrong authenticator or recovery code. */
  secondFactorCodeWrong: { code: 10302 },
  /** An authenticator code already used (each works once, and never after a newer one). */
  secondFactorCodeReused: { code: 10303 },
  /** A second sign-in step with an unknown, used or expired challenge: sign in again. */
  signInChallengeExpired: { code: 10304 },
  /** The second step without a code. */
  enterSecondFactorCode: { code: 10305 },
  /** Ending a session that is not the user's, unknown or already ended. */
  sessionNotFound: { code: 10306 },
  // Price alerts and Web Push (issue 25): 10270–10284.
  /** An alert that is not the caller's (or does not exist). */
  priceAlertNotFound: { code: 10270, status: 404 },
  /** Creating one more alert than `price_alerts_max` allows ({max}). */
  priceAlertLimitReached: { code: 10271 },
  /** A level that is not above 0, a percentage outside (0, 1000] or with more than 2 decimals, or a window not offered. */
  priceAlertInvalid: { code: 10272 },
  /** A push subscription whose endpoint is not an https address or whose keys are not base64url. */
  pushSubscriptionInvalid: { code: 10273 },
  // Step-up, holds and the withdrawal address book (issue 24, second part): 10307–10324.
  /** A withdrawal or a security change without a fresh step-up on this session (none, or older than step_up_minutes). */
  stepUpRequired: { code: 10307 },
  /** A step-up by password and emailed code from a user who has a second factor: prove the factor instead. */
  stepUpUseSecondFactor: { code: 10308 },
  /** A user with neither a second factor nor an email address cannot step up: turn on the authenticator app. */
  stepUpNeedsEmailOrFactor: { code: 10309 },
  /** Withdrawals wait after a security change, until {{until}}. */
  withdrawalsHeld: { code: 10310 },
  /** The address book is on and the address is not in it. */
  withdrawalAddressNotSaved: { code: 10311 },
  /** The address is saved but not usable before {{until}}. */
  withdrawalAddressWaiting: { code: 10312 },
  /** Saving an address already in the book for that coin and network. */
  withdrawalAddressExists: { code: 10313 },
  /** Removing an address that is not in the user's book. */
  withdrawalAddressNotFound: { code: 10314 },
  /** A cancel link that is unknown, used, or whose address is already usable. */
  addressCancelLinkInvalid: { code: 10315 },
  /** Turning the address book off while a second factor is on (it is always on then). */
  addressBookRequired: { code: 10316 },
  /** Saving an address without a label. */
  enterAddressLabel: { code: 10317 },
  /** The book holds its maximum of addresses. */
  addressBookFull: { code: 10318 },
  // Trailing stops and one-cancels-other exits (issue 25): 10285–10299.
  /** A trailing stop whose value is not positive, off the price scale, a percentage of 100 or more (or with more than two decimals), or whose first level would be at or below zero. */
  trailingStopUnreasonable: { code: 10285 },
  // Passkeys (issue 24, second part): 10325–10338.
  /** A passkey answer whose challenge is unknown, used or older than five minutes: start again. */
  passkeyChallengeExpired: { code: 10325 },
  /** A passkey this server does not know (removed, or of another site), or not the signing-in user's. */
  passkeyNotRecognised: { code: 10326 },
  /** The passkey's answer did not verify: origin, RP id, signature or user verification. */
  passkeyVerificationFailed: { code: 10327 },
  /** The passkey's signature counter did not advance: a cloned authenticator is suspected, so it is refused. */
  passkeyCounterRegressed: { code: 10328 },
  /** Removing a passkey that is not the user's or no longer exists. */
  passkeyNotFound: { code: 10329 },
  /** A passkey name that is empty, longer than 64 characters or not one line of text. */
  passkeyNameInvalid: { code: 10330 },
  /** The account already holds the most passkeys allowed (`max`). */
  passkeyLimitReached: { code: 10331 },
  /** A malformed WebAuthn response (not what a browser sends). */
  passkeyResponseInvalid: { code: 10332 },
  // Contact change and step-up by passkey (issue 24, third part): 10333–10340.
  /** A contact change to the email or phone the account already has. */
  contactUnchanged: { code: 10333 },
  /** A step-up by passkey from an account without one: confirm another way. */
  noPasskeyToStepUp: { code: 10334 },
  /** An emailed code instead of the passkey, asked for by an account that has an authenticator app, no passkey or no email. */
  passkeyRecoveryUnavailable: { code: 10335 },
  // Operator factor resets (issue 24, back office): 10341–10349.
  /** Approving a factor reset one requested oneself: a different operator must approve it. */
  factorResetSelfApproval: { code: 10341 },
  /** Deciding a factor reset that is no longer waiting (approved, rejected or expired already). */
  factorResetNotPending: { code: 10342 },
  /** Approving a factor reset older than its 24 hours: request it again. */
  factorResetExpired: { code: 10343 },
  /** Requesting a factor reset while one for the same user waits for approval. */
  factorResetAlreadyPending: { code: 10344 },
  /** Requesting to reset factors the user does not have. */
  factorResetNothingToReset: { code: 10345 },
  // Secrets at rest (docs/SECURITY.md): 10380–10384.
  /** A sealed secret (TOTP, signing or push key) does not open with the server's sealing key (SOLVENCY_KEY): the server's fault, not the user's. */
  secretsUnsealable: { code: 10380, status: 500 },
  sessionExpired: { code: 401, status: 401 },
  unknownError: { code: 500, status: 500 },
} as const satisfies Record<string, { code: number; status?: ErrorStatus }>;

export type ErrorName = keyof typeof errorCatalogue;

/** Each error's code by name, e.g. `errorCodes.notFound` is 10118. */
export const errorCodes = Object.fromEntries(Object.entries(errorCatalogue).map(([name, entry]) => [name, entry.code])) as {
  readonly [Name in ErrorName]: (typeof errorCatalogue)[Name]["code"];
};

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

const statusesByCode = new Map<number, ErrorStatus>(
  Object.values(errorCatalogue).map((entry): [number, ErrorStatus] => [entry.code, "status" in entry ? entry.status : defaultErrorStatus]),
);

export function isErrorCode(value: number): value is ErrorCode {
  return statusesByCode.has(value);
}

/** The HTTP status an envelope with this code answers with: 200 for success, the catalogue's status for an error. */
export function httpStatusOf(code: number): number {
  if (code === successCode) return 200;
  return statusesByCode.get(code) ?? defaultErrorStatus;
}
