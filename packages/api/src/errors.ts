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
} as const;

const knownCodes = new Set<number>(Object.values(errorCodes));

export function isErrorCode(value: number): value is ErrorCode {
  return knownCodes.has(value);
}
