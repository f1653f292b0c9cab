// Builds every domain service on one database; route loaders and API handlers both receive this object.
import type { Db } from "./db/client";
import { isDatabaseReady } from "./db/migrate";
import { getOrCreateSecret, mailPersonOf } from "./features/accounts/accounts.repo";
import { createAccountsService } from "./features/accounts/accounts.service";
import { createSessionsService } from "./features/accounts/sessions";
import { createApiTokensService } from "./features/accounts/api-tokens.service";
import { createTwoFactorService } from "./features/accounts/two-factor";
import { createOperatorsService } from "./features/admin/admin-operators.service";
import { createAuth, SESSION_MAX_SECONDS, type Auth } from "./features/accounts/auth";
import { createRateLimiter } from "./features/accounts/rate-limit";
import { createAvatarStore } from "./features/media/avatars";
import { memoryStorage, type MediaStorage } from "./features/media/storage";
import { bookingFigures, createBookingsService } from "./features/bookings/bookings.service";
import { bookingMails, depositRefundMail } from "./features/bookings/booking-mails";
import { createBookingViews } from "./features/bookings/booking-views";
import { createExtensionsService } from "./features/bookings/extensions.service";
import { createBookingPhotosService } from "./features/bookings/booking-photos.service";
import { sweepBookings } from "./features/bookings/sweeper";
import { createListingPhotoStore } from "./features/media/listing-photos";
import { createListingsService } from "./features/listings/listings.service";
import { createCalendarsService } from "./features/calendars/calendars.service";
import { calendarJobs } from "./features/calendars/calendars.jobs";
import type { FetchLimits } from "./features/calendars/ical-fetch";
import { createCatalogueService } from "./features/catalogue/catalogue.service";
import { claimPhotoStore } from "./features/claims/claim-photos";
import { createClaimsService } from "./features/claims/claims.service";
import { createLateFeesService } from "./features/claims/late-fees.service";
import { createAdminDeskService } from "./features/admin/admin-desk.service";
import { createReviewsService } from "./features/reviews/reviews.service";
import { createNotificationsService } from "./features/notifications/notifications.service";
import { createMessagesService } from "./features/messages/messages.service";
import { createAdminQueuesService } from "./features/admin/admin-queues.service";
import { messagesJobs } from "./features/messages/messages.jobs";
import { createProfilesService } from "./features/profiles/profiles.service";
import { createContactService } from "./features/contact/contact.service";
import { createMailer, createOutboxService } from "./features/mail/mail.service";
import { insertOutbox } from "./features/mail/mail.repo";
import { createNewsletterService } from "./features/newsletter/newsletter.service";
import { createPaymentsService } from "./features/payments/payments.service";
import type { PaystackOptions } from "./features/payments/paystack";
import { createPayoutsService } from "./features/payouts/payouts.service";
import { createEarningsService } from "./features/payouts/earnings.service";
import { paystackTransfers } from "./features/payouts/paystack-transfers";
import { payoutsJobs } from "./features/payouts/payouts.jobs";
import { sandboxTransfers } from "./features/payouts/sandbox-transfers";
import { createTransfersService } from "./features/payouts/transfers.service";
import { createSearchService } from "./features/search/search.service";
import { createFavouritesService } from "./features/saved/favourites.service";
import { createCartService } from "./features/cart/cart.service";
import { createBadgesService } from "./features/badges/badges.service";
import { createSavedSearchesService } from "./features/saved/saved-searches.service";
import { savedJobs } from "./features/saved/saved.jobs";
import { createExportsService } from "./features/exports/exports.service";
import { exportsJobs } from "./features/exports/exports.jobs";
import { createIdentityService } from "./features/identity/identity.service";
import { identityJobs } from "./features/identity/identity.jobs";
import { dojahIdentityProvider, type DojahOptions } from "./features/identity/dojah";
import { sandboxIdentityProvider } from "./features/identity/sandbox";
import { searchDayCounter } from "./features/search/search-days";
import { popularSearches } from "./features/search/popular-searches";
import { createSuggestionsService } from "./features/search/suggestions";
import type { Log } from "./logger";
import type { Tx } from "./db/client";
import type { JobHandler, JobSender, QueueName } from "./jobs/queue";
import { bookingJobs, moveJob } from "./features/bookings/bookings.jobs";
import { mailJobs, queuedMailer } from "./features/mail/mail.jobs";
import { smsJobs } from "./features/sms/sms.jobs";
import { createSmsOutboxService, createSmsSender, type TermiiSettings } from "./features/sms/sms.service";
import { createPhoneService } from "./features/accounts/phone";
import { createSignInTickets } from "./features/accounts/sign-in-tickets";
import { paymentsJobs } from "./features/payments/payments.jobs";
import { requestLocale } from "./http/i18n/request-locale";

export interface ServiceOptions {
  /** AUTH_SECRET; unset: generated once and kept in the database. */
  authSecret?: string | undefined;
  secureCookies?: boolean;
  /** The site's own origin (PUBLIC_URL, else http://localhost:PORT): links in e-mails, and where the sandbox payment provider sends its webhooks. */
  baseUrl?: string;
  /** SMTP_URL; unset: e-mails are kept in the outbox table. */
  smtpUrl?: string | undefined;
  /** MAIL_FROM (default Haya <no-reply@haya.ng>). */
  mailFrom?: string;
  /** TERMII_* settings; unset: text messages are kept in the SMS outbox table. */
  termii?: TermiiSettings | undefined;
  log?: Log;
  /** Uploaded photos (DATA_DIR/media) and their resized copies (DATA_DIR/media-cache); unset: memory, for tests. */
  media?: { originals: MediaStorage; cache: MediaStorage };
  /** PAYSTACK_SECRET_KEY and PAYSTACK_BASE_URL; unset: payments go through the in-app sandbox. */
  paystack?: PaystackOptions | undefined;
  /** DOJAH_* settings; unset: identity checks go through the in-app sandbox provider. */
  dojah?: DojahOptions | undefined;
  /** Bookings one renter may have waiting for an answer or payment, before and after verifying their e-mail; unset: no cap (tests). */
  holds?: { unverified: number; verified: number };
  /**
   * The job queue (the server's): e-mails are written as jobs, in the transaction of the change that causes them where
   * there is one, and sent by its workers (jobHandlers). Unset (tests): sent right after the change commits.
   */
  jobs?: JobSender;
  /** The current instant for bookings' rules and timers (the pick-up's notice, deadlines); unset: the clock. Tests fix it. */
  now?: () => Date;
  /** How imported calendars are fetched (tests: a local fake server through allowLoopback, never in production). */
  calendarFetch?: FetchLimits;
}

export function createServices(db: Db, opts: ServiceOptions = {}) {
  const siteUrl = (opts.baseUrl ?? "http://localhost:3000").replace(/\/+$/, "");
  const log: Log = opts.log ?? (() => {});
  const { jobs } = opts;
  /** Sends now: the job handlers' mailer, and everyone's when there is no queue. */
  const sender = createMailer({ db, smtpUrl: opts.smtpUrl, from: opts.mailFrom ?? "Haya <no-reply@haya.ng>", log: opts.log });
  const mail = jobs ? queuedMailer(sender, jobs) : sender;
  /** Texts now (the sms jobs' sender, and everyone's when there is no queue). */
  const smsSender = createSmsSender({ db, termii: opts.termii, log: opts.log });
  const phoneTickets = createSignInTickets();
  let auth: Promise<Auth> | undefined;
  const getAuth = () =>
    (auth ??= (async () =>
      createAuth(db, {
        secret: opts.authSecret ?? (await getOrCreateSecret(db, "auth")),
        secureCookies: opts.secureCookies ?? false,
        baseUrl: siteUrl,
        mail,
        log,
        phoneTickets,
        pageLocale: () => requestLocale.getStore(),
      }))());
  const media = opts.media ?? { originals: memoryStorage(), cache: memoryStorage() };
  const limiter = createRateLimiter(db);
  const searchDays = searchDayCounter(db, { log: opts.log });
  const popular = popularSearches(db, { log: opts.log });
  const search = createSearchService(db, { searchDays, now: opts.now, popular });
  const catalogue = createCatalogueService(db);
  const bookings = createBookingsService(db, { limiter, holds: opts.holds, now: opts.now });
  /** In-app notifications: every feature's in-transaction hook below writes them; e-mails of optional kinds ask it first. */
  // The key of visitors' cart cookies, read once (and again only after a failed read).
  let cartSecret: Promise<string> | undefined;
  const cartKey = () =>
    (cartSecret ??= getOrCreateSecret(db, "cart").catch((e: unknown) => {
      cartSecret = undefined;
      throw e;
    }));
  const notifications = createNotificationsService(db, {
    secret: (conn) => getOrCreateSecret(conn as Db, "unsubscribe"),
    siteUrl,
    // Booking SMS are written as jobs in the transaction of the event; without a queue (tests), into the outbox in it.
    sms: (tx, sms) => (jobs ? jobs.send("sms", sms, tx) : smsSender.sendInTx(tx, sms)),
    // Reminders' e-mails likewise: a job in the sweep's transaction; without a queue, into the outbox in it.
    mail: async (tx, m) => {
      if (jobs) await jobs.send("mail", m, tx);
      else await insertOutbox(tx as Db, m);
    },
    now: opts.now,
    log: opts.log,
  });
  bookings.addHooks({ inTx: notifications.onBookingMove });
  const mailDeps = { db, mail: sender, baseUrl: siteUrl, log: opts.log, choose: (userId: string, kind: string) => notifications.mailChoice(userId, kind) };
  const moveMails = bookingMails(mailDeps);
  const depositMail = depositRefundMail(mailDeps);
  bookings.addHooks(jobs ? { inTx: (tx, move) => jobs.send("booking-mails", moveJob(move), tx) } : { after: moveMails });
  const payments = createPaymentsService(db, {
    bookings,
    paystack: opts.paystack,
    baseUrl: opts.baseUrl,
    siteUrl,
    ...(jobs ? { depositOwedInTx: (tx: Tx, bookingId: number) => jobs.send("deposit-mail", { bookingId }, tx) } : { onDepositOwed: depositMail }),
    log: opts.log,
  });
  const listings = createListingsService(db, {
    photos: createListingPhotoStore(media.originals, media.cache),
    limiter,
    bookings: bookingFigures(db),
    onSearchChange: () => {
      search.forgetCounts();
      catalogue.forgetHome();
    },
    log: opts.log,
  });
  const bookingViews = createBookingViews(db, { limiter, now: opts.now });
  const calendars = createCalendarsService(db, {
    fullDays: bookingViews.fullDays,
    ownBlockedDays: listings.ownBlockedDates,
    siteUrl,
    limiter,
    jobs,
    fetch: opts.calendarFetch,
    now: opts.now,
    log,
  });
  const transferProvider = opts.paystack
    ? paystackTransfers(opts.paystack)
    : sandboxTransfers(db, { webhookUrl: opts.baseUrl ? `${opts.baseUrl.replace(/\/+$/, "")}/api/v1/payments/webhooks/sandbox` : "", log: opts.log, now: opts.now });
  const transfers = createTransfersService(db, {
    provider: transferProvider,
    limiter,
    jobs,
    sendMail: (m) => sender.send(m),
    personOf: (tx, userId) => mailPersonOf(tx as unknown as Db, userId),
    siteUrl,
    log: opts.log,
    now: opts.now,
    onOutcome: notifications.onPayout,
  });
  payments.onTransferEvent(transfers.onTransferEvent);
  const bookingPhotos = createBookingPhotosService(db, { originals: media.originals, cache: media.cache, now: opts.now });
  const claims = createClaimsService(db, {
    photos: claimPhotoStore(bookingPhotos),
    sendRefund: payments.sendRefund,
    jobs,
    sendMail: (m) => sender.send(m),
    siteUrl,
    log: opts.log,
    now: opts.now,
    onEvent: notifications.onClaim,
  });
  const reviews = createReviewsService(db, { now: opts.now, log: opts.log, onEvent: notifications.onReview });
  const messages = createMessagesService(db, { limiter, media, now: opts.now, log: opts.log, siteUrl, jobs, sendMail: (m, o) => sender.send(m, o),
    onMessage: notifications.onMessage,
    onRead: notifications.onConversationRead,
    wantsEmail: notifications.wantsEmail,
    mailHeaders: notifications.unsubscribeHeaders,
  });
  const savedSearches = createSavedSearchesService(db, {
    // A search service of its own: alerts count no searches and fill no per-process count cache.
    search: createSearchService(db, { cacheCounts: false }),
    secret: (conn) => getOrCreateSecret(conn as Db, "unsubscribe"),
    siteUrl,
    jobs,
    sendMail: (m, o) => sender.send(m, o),
    now: opts.now,
    log: opts.log,
  });
  const operators = createOperatorsService(db, { beforeDashboard: searchDays.flush });
  const exports = createExportsService(db, { originals: media.originals, limiter, jobs, sendMail: (m, o) => sender.send(m, o), siteUrl, now: opts.now, log: opts.log });
  const identity = createIdentityService(db, {
    provider: opts.dojah ? dojahIdentityProvider(opts.dojah) : sandboxIdentityProvider(),
    originals: media.originals,
    limiter,
    secret: (name) => getOrCreateSecret(db, name),
    jobs,
    sendMail: (m) => sender.send(m),
    notify: (tx, n) => notifications.notify(tx, n),
    operators,
    siteUrl,
    now: opts.now,
    log: opts.log,
  });
  const accounts = createAccountsService(db, {
    auth: getAuth,
    limiter,
    mail,
    avatars: createAvatarStore(media.originals, media.cache),
    countOpenBookings: bookings.countOpenBookings,
    siteUrl,
    removeExportFiles: exports.removeFiles,
  });
  return {
    /** The one origin of every link Haya sends or shares (PUBLIC_URL, else http://localhost:PORT), never a request's Host. */
    siteUrl,
    /** The database answers and has every migration (GET /readyz). */
    ready: () => isDatabaseReady(db),
    catalogue,
    search,
    /** The header's suggestions: categories the typed words name, and popular searches (which `search` records). */
    suggestions: createSuggestionsService(db),
    popularSearches: popular,
    newsletter: createNewsletterService(db),
    contact: createContactService(db),
    /** Personal API tokens: /account manages them, the API's session reader checks them. */
    apiTokens: createApiTokensService(db, { limiter }),
    accounts,
    /** Where each person is signed in, and signing those sessions out (/account, /api/v1/me/sessions). */
    sessions: createSessionsService(db, { maxAgeSeconds: SESSION_MAX_SECONDS, now: opts.now }),
    /** A person's copy of their own data (/account's 'Download my data', /api/v1/me/export): asked, made, downloaded, expired. */
    exports,
    /** Identity checks of people (NIN, licence or passport and a selfie), their review by operators, and isIdVerified. */
    identity,
    /** Phone numbers proved by SMS code (/account, /api/v1/me/phone) and signing in with one (/login/phone). */
    phone: createPhoneService(db, {
      auth: getAuth,
      limiter,
      tickets: phoneTickets,
      secret: () => getOrCreateSecret(db, "phone-codes"),
      sendSms: (sms) => (jobs ? jobs.send("sms", sms) : smsSender.send(sms)),
      now: opts.now,
    }),
    /** Two-factor sign-in (authenticator app and recovery codes): /account and the sign-in's second step. */
    twoFactor: createTwoFactorService({ auth: getAuth, limiter }),
    /** Operators' roles, the admin side's gate and the audit log. */
    operators,
    /** The admin side's look-up and money desk: people's and bookings' files, disputed claims, retries, operator cancels. */
    adminDesk: createAdminDeskService(db, { operators, claims, bookings, payments, transfers, photos: bookingPhotos }),
    /** The admin side's queues: business verification, the contact inbox, reports (suspensions and bans). */
    adminQueues: createAdminQueuesService(db, { siteUrl, jobs, sendMail: (m) => sender.send(m), originals: media.originals, bookings, now: opts.now, log: opts.log }),
    /** Where owners' payouts go: the bank list, account look-ups and the saved payout account. */
    payouts: createPayoutsService(db, {
      provider: transferProvider,
      limiter,
      checkPassword: accounts.checkPassword,
      jobs,
      sendMail: (m) => sender.send(m),
      siteUrl,
      log: opts.log,
      now: opts.now,
    }),
    /** Owners' payouts by transfer: Withdraw, the daily run, the sweep, and the provider's transfer events. */
    transfers,
    /** What an owner sees of their money (the Earnings tab, its API and CSV statement). */
    earnings: createEarningsService(db, { now: opts.now }),
    listings,
    bookings,
    /** Extensions of rentals in progress: asked by the renter, answered by the owner, paid through `payments`. */
    extensions: createExtensionsService(db, { now: opts.now, jobs, sendMail: (m) => sender.send(m), siteUrl, log: opts.log }),
    payments,
    bookingViews,
    /** Condition photos of a booking (pick-up, return, and a deposit claim's), for its renter and owner only. */
    bookingPhotos,
    /** Owners' claims on completed bookings' caution deposits, and the renters' answers. */
    claims,
    /** Late fees beyond the deposit: the owner asks, the renter pays through payments (decision 057). */
    lateFees: createLateFeesService(db, { startCheckout: payments.startCheckout, jobs, sendMail: (m) => sender.send(m), siteUrl, log: opts.log, now: opts.now, onAsked: notifications.onLateFee }),
    /** Two-way reviews of completed bookings: written blind by both sides, replies, and the ratings they make. */
    reviews,
    /** In-app notifications (the bell, /notifications), the per-kind e-mail choices and their one-click unsubscribe. */
    notifications,
    /** Messages between renters and owners: inquiries about listings, bookings' conversations, blocks, reports, live streams. */
    messages,
    /** A person's cart: several listings for one event, booked all or nothing (/cart, the header's badge). */
    cart: createCartService(db, { bookings, now: opts.now, secret: cartKey }),
    /** The header's counts on every signed-in page (the bell, unread messages, the cart), in one statement. */
    badges: createBadgesService(db),
    /** A person's favourite listings (the hearts on cards and item pages, /saved). */
    favourites: createFavouritesService(db, { now: opts.now }),
    /** A person's saved searches (/saved, 'Save this search' on browse) and their daily alert emails. */
    savedSearches,
    /** Public profiles (/u/{id}): what anyone may see of a person, how they answer requests, listings and reviews. */
    profiles: createProfilesService(db, { reviews }),
    /** Each listing's iCal feed, and its owner's external calendars that close its days. */
    calendars,
    /** The bookings' timers on demand, as of `at` (the /dev/sweep tool; the server's own sweep is a scheduled job). */
    bookingTimers: {
      sweep: (at: Date, only?: number[]) => sweepBookings(db, at, bookings.announceMove, { only, inTx: bookings.recordMove }),
    },
    /** What the job queue's workers run, by queue (server/serve.ts starts them). */
    jobHandlers: {
      ...mailJobs(sender),
      ...smsJobs(smsSender),
      ...bookingJobs({ db, log, sendMoveMails: moveMails, sendDepositMail: depositMail, recordMove: bookings.recordMove, announceMove: bookings.announceMove }),
      ...paymentsJobs(payments, log, claims),
      ...payoutsJobs(transfers, log),
      ...calendarJobs(calendars, log),
      ...messagesJobs(messages, log),
      ...savedJobs(savedSearches, log),
      ...exportsJobs(exports, log),
      ...identityJobs(identity, log),
      async "reviews-sweep"() {
        await reviews.sweep();
      },
      async "notifications-sweep"() {
        await notifications.sweep();
      },
    } satisfies Record<QueueName, JobHandler>,
    mail,
    outbox: createOutboxService(db),
    /** The SMS outbox, for /dev/outbox (texts kept instead of sent when no TERMII_API_KEY is set). */
    smsOutbox: createSmsOutboxService(db),
  };
}
export type Services = ReturnType<typeof createServices>;
