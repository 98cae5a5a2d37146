// The referral screens' texts (/profile/invite, /profile/team; issue 15) in English, one file per
// language so a first load carries its own language only; each catalogue takes its section with
// one line. English is the shape; the compiler holds every language to it and catalogue.test.ts
// checks the leaves and placeholders.
export const referralEn = {
  inviteTitle: "Invite friends",
  inviteSubtitle: "Share your code or link. You earn a share of the trading fees of the people you invite, and of the people they invite, three levels deep.",
  code: "Your invite code",
  link: "Your invite link",
  copyCode: "Copy code",
  copyLink: "Copy link",
  copied: "Copied",
  copyFailed: "Copying failed: select the text and copy it yourself",
  qrLabel: "QR code of your invite link {{link}}",
  rulesTitle: "How rebates work",
  ruleLevels: "Level 1 is everyone who registers with your code; level 2 is everyone they invite; level 3 is everyone those invite.",
  rulePaid: "Each time a member of your team pays a trading fee on the real account (contract opening and closing, coin trades), your level's share of that fee is credited to your available balance at once.",
  ruleLimits: "Demo trades earn nothing. Each rebate is rounded down to the currency's smallest unit and never exceeds the fee.",
  rate: "Level {{level}}: {{rate}} of each fee",
  viewTeam: "See my team",
  teamTitle: "My team",
  teamSubtitle: "Your invitees on three levels, your promotion earnings and every rebate you received.",
  levelsLabel: "Team level",
  level: "Level {{level}}",
  members: "Members",
  activeMembers: "Active",
  active: "Active",
  inactive: "Inactive",
  activeRule: "Active means traded on the real account in the last {{days}} days, or holds a real balance.",
  earningsTitle: "Promotion earnings",
  periods: {
    today: "Today",
    week: "7 days",
    month: "30 days",
    all: "All time",
  },
  allLevels: "All levels",
  joined: "Joined {{date}}",
  noMembers: "Nobody on this level yet.",
  recordsTitle: "Rebate records",
  noRecords: "No rebates yet.",
  types: {
    contract_open: "Contract opening fee",
    contract_close: "Contract closing fee",
    spot_fill: "Coin trade fee",
  },
  source: "From {{source}}, level {{level}}",
  order: "Order {{reference}}",
  feeAndRate: "{{rate}} of a {{fee}} fee",
  loadMore: "Load more",
  noMore: "No more data",
};

export type ReferralText = typeof referralEn;
