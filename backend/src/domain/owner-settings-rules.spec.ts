import { DEFAULT_AVAILABILITY_SETTINGS, sameHoursEveryDay, type DayHours } from './availability/availability-settings.js';
import { DEFAULT_NOTIFICATION_RULES, type NotificationRules } from './notification-rules.js';
import {
  notificationRulesProblems,
  priceTableProblems,
  scheduleRulesProblems,
  serviceAreaProblems,
  type ScheduleRules,
  type ServiceAreaRules,
} from './owner-settings-rules.js';
import { DEFAULT_PRICING_TABLE, type PricingTable } from './pricing/pricing-table.js';

const RULES: ScheduleRules = DEFAULT_AVAILABILITY_SETTINGS;
const week = (day: (hours: DayHours, weekday: number) => DayHours | null) =>
  sameHoursEveryDay({ start: '07:30', end: '18:00' }).map((hours, weekday) => day(hours!, weekday));

describe('scheduleRulesProblems', () => {
  it('accepts the defaults', () => {
    expect(scheduleRulesProblems(RULES)).toEqual([]);
  });

  it.each<[string, Partial<ScheduleRules>, string[]]>([
    ['no lead time', { minLeadMinutes: 0 }, []],
    ['a week of lead time', { minLeadMinutes: 10_080 }, []],
    ['more than a week', { minLeadMinutes: 10_081 }, ['The minimum lead time must be between 0 and 10080 minutes (a week)']],
    ['a fractional lead time', { minLeadMinutes: 30.5 }, ['The minimum lead time must be between 0 and 10080 minutes (a week)']],
    ['no days ahead', { maxDaysAhead: 0 }, ['Bookings ahead must be between 1 and 365 days']],
    ['negative notice', { chauffeurNoticeHours: -1 }, ['The personal-driver notice must be between 0 and 168 hours']],
    ['a three-hour buffer', { driverBufferMinutes: 181 }, ['The buffer must be between 0 and 180 minutes']],
    ['a walking pace', { rideSpeedMph: 4 }, ['The ride speed must be between 5 and 90 mph']],
    ['a fractional speed', { rideSpeedMph: 37.5 }, []],
    ['negative loading', { rideExtraMinutes: -5 }, ['The loading minutes must be between 0 and 180']],
    ['no capacity', { deliveryWindowCapacity: 0 }, ['Deliveries per window must be between 1 and 20']],
    ['no windows', { deliveryWindows: [] }, ['Set between 1 and 12 delivery windows']],
    [
      'three-hour windows',
      {
        deliveryWindows: [
          { start: '09:00', end: '12:00' },
          { start: '13:00', end: '16:00' },
        ],
      },
      [],
    ],
    ['a window ending before it starts', { deliveryWindows: [{ start: '12:00', end: '10:00' }] }, ['The delivery window 12:00-10:00 must end after it starts']],
    [
      'a window off the quarter hours',
      { deliveryWindows: [{ start: '08:10', end: '10:00' }] },
      ['The delivery window 08:10-10:00 must start and end on a quarter hour'],
    ],
    [
      'overlapping windows',
      {
        deliveryWindows: [
          { start: '08:00', end: '10:00' },
          { start: '09:00', end: '11:00' },
        ],
      },
      ['The delivery window 09:00-11:00 overlaps the one before it (windows go in order and do not overlap)'],
    ],
    [
      'a window after the day',
      { deliveryWindows: [{ start: '17:00', end: '19:00' }] },
      ['The delivery window 17:00-19:00 must lie within the working hours, 7:30 AM to 6:00 PM'],
    ],
    ['closed on Sundays', { weeklyHours: week((hours, weekday) => (weekday === 0 ? null : hours)) }, []],
    ['open from 9 to 5 on Saturdays', { weeklyHours: week((hours, weekday) => (weekday === 6 ? { start: '09:00', end: '17:00' } : hours)) }, []],
    ['closed every day', { weeklyHours: week(() => null) }, ['Open on at least one day of the week']],
    ['six days', { weeklyHours: week((hours) => hours).slice(1) }, ['Set the hours of all seven weekdays']],
    [
      "Monday's hours ending before they start",
      { weeklyHours: week((hours, weekday) => (weekday === 1 ? { start: '17:00', end: '09:00' } : hours)) },
      ["Monday's hours must end after they start"],
    ],
    [
      "Friday's hours off the quarter hours",
      { weeklyHours: week((hours, weekday) => (weekday === 5 ? { start: '08:10', end: '17:00' } : hours)) },
      ["Friday's hours must start and end on a quarter hour"],
    ],
    [
      "Tuesday's hours malformed",
      { weeklyHours: week((hours, weekday) => (weekday === 2 ? { start: '8', end: '17:00' } : hours)) },
      ["Tuesday's hours need an opening and a closing time (HH:MM)"],
    ],
    [
      'a window outside every day, once the week is shorter',
      { weeklyHours: week(() => ({ start: '09:00', end: '17:00' })) },
      [
        'The delivery window 08:00-10:00 must lie within the working hours, 9:00 AM to 5:00 PM',
        'The delivery window 16:00-18:00 must lie within the working hours, 9:00 AM to 5:00 PM',
      ],
    ],
    ['a malformed window', { deliveryWindows: [{ start: '8am', end: '10:00' }] }, ['The delivery window 8am-10:00 needs a start and an end time (HH:MM)']],
  ])('%s', (_name, change, problems) => {
    expect(scheduleRulesProblems({ ...RULES, ...change })).toEqual(problems);
  });
});

describe('priceTableProblems', () => {
  const withChange = (change: (table: PricingTable) => void): PricingTable => {
    const table = structuredClone(DEFAULT_PRICING_TABLE);
    change(table);
    return table;
  };

  it('accepts the defaults', () => {
    expect(priceTableProblems(DEFAULT_PRICING_TABLE)).toEqual([]);
  });

  it.each<[string, (table: PricingTable) => void, string[]]>([
    ['a higher hourly price', (t) => (t.chauffeur.centsPerHour = 6500), []],
    ['a free mile', (t) => (t.mileage.centsPerMile = 0), []],
    ['a negative minimum', (t) => (t.mileage.minimumCents = -100), ['The minimum price must be between $0 and $100,000']],
    ['fractional cents', (t) => (t.ride.skiRackCents = 10.5), ['The ski rack price must be between $0 and $100,000']],
    ['an absurd surcharge', (t) => (t.delivery.packageSizeSurchargeCents.large = 10_000_001), ['The large package surcharge must be between $0 and $100,000']],
    [
      'hours beyond what bookings accept',
      (t) => (t.chauffeur.maxHours = 8),
      ['Personal-driver hours must be whole hours from 2 to 6, the shortest no longer than the longest'],
    ],
    [
      'a shortest job longer than the longest',
      (t) => Object.assign(t.chauffeur, { minHours: 5, maxHours: 4 }),
      ['Personal-driver hours must be whole hours from 2 to 6, the shortest no longer than the longest'],
    ],
    ['a plan without a name', (t) => (t.subscription.basic.label = ' '), ['The basic plan needs a name of at most 40 characters']],
    ['a plan without rides', (t) => (t.subscription.premium.rides = 0), ['The Premium plan must have between 1 and 100 rides']],
    ['a discount over 100 %', (t) => (t.subscription.business.discountPercent = 120), ['The Business plan discount must be between 0 and 100 %']],
  ])('%s', (_name, change, problems) => {
    expect(priceTableProblems(withChange(change))).toEqual(problems);
  });
});

describe('serviceAreaProblems', () => {
  type Draft = Parameters<typeof serviceAreaProblems>[0];
  const area = (change: Partial<Draft>): Draft => ({
    serviceRadiusMiles: 45,
    chauffeurRadiusMiles: 35,
    homeBase: { label: 'Ogden, UT' },
    paidMapCallsPerDay: 2000,
    ...change,
  });
  const CALLS = 'The paid map calls a day must be a whole number between 0 and 200000';

  it('accepts the rules in force, their home base placed', () => {
    const inForce: ServiceAreaRules = {
      serviceRadiusMiles: 45,
      chauffeurRadiusMiles: 35,
      homeBase: { label: 'Ogden, UT', lat: 41.223, lon: -111.9738 },
      paidMapCallsPerDay: 2000,
    };
    expect(serviceAreaProblems(inForce)).toEqual([]);
  });

  it.each<[string, Draft, string[]]>([
    ['the defaults', area({}), []],
    ['a wider area', area({ serviceRadiusMiles: 60.5, chauffeurRadiusMiles: 50 }), []],
    ['no area', area({ serviceRadiusMiles: 0 }), ['The service radius must be between 1 and 500 miles']],
    ['a continent', area({ chauffeurRadiusMiles: 900 }), ['The personal-driver radius must be between 1 and 500 miles']],
    ['a street address as the home base', area({ homeBase: { label: '1400 Old Main Hill, Logan, UT 84322, USA' } }), []],
    ['a home base of spaces', area({ homeBase: { label: '   ' } }), ['Enter the home base address']],
    ['a home base of 200 characters', area({ homeBase: { label: `${'x'.repeat(200)}  ` } }), []],
    ['a home base of 201 characters', area({ homeBase: { label: 'x'.repeat(201) } }), ['The home base address must be at most 200 characters']],
    ['a home base on two lines', area({ homeBase: { label: '2350 Wall Ave\nOgden, UT' } }), ['The home base address must be on one line']],
    ['no paid map calls (offline estimates only)', area({ paidMapCallsPerDay: 0 }), []],
    ['the most paid map calls', area({ paidMapCallsPerDay: 200_000 }), []],
    ['fewer than no paid map calls', area({ paidMapCallsPerDay: -1 }), [CALLS]],
    ['half a paid map call', area({ paidMapCallsPerDay: 10.5 }), [CALLS]],
    ['more paid map calls than the most', area({ paidMapCallsPerDay: 200_001 }), [CALLS]],
    [
      'no area around no home base',
      area({ serviceRadiusMiles: 0, homeBase: { label: '' } }),
      ['The service radius must be between 1 and 500 miles', 'Enter the home base address'],
    ],
  ])('%s', (_name, draft, problems) => {
    expect(serviceAreaProblems(draft)).toEqual(problems);
  });
});

describe('notificationRulesProblems', () => {
  const MAIL = 'The reminder mail must go between 1 and 168 hours (a week) before the booking';
  const TEXT = 'The reminder text must go between 1 and 48 hours before the booking';
  const QUIET = 'The quiet hours need a start and an end time (HH:MM)';
  const ACKS = 'The inquiry acknowledgements a day must be a whole number between 0 and 500';

  it.each<[string, Partial<NotificationRules>, string[]]>([
    ['the defaults', {}, []],
    ['every owner text off', { ownerTexts: { new: false, paid: false, cancelled: false, moved: false, inquiry: false } }, []],
    ['quiet hours within one day', { quietHours: { start: '12:30', end: '14:00' } }, []],
    ['no quiet hours (equal times)', { quietHours: { start: '00:00', end: '00:00' } }, []],
    ['a quiet hour that is no time', { quietHours: { start: '25:00', end: '07:00' } }, [QUIET]],
    ['an empty end', { quietHours: { start: '21:00', end: '' } }, [QUIET]],
    ['a mail an hour ahead, a text two days ahead', { reminderMailHours: 1, reminderTextHours: 48 }, []],
    ['a mail a week ahead', { reminderMailHours: 168 }, []],
    ['no mail lead', { reminderMailHours: 0 }, [MAIL]],
    ['more than a week', { reminderMailHours: 169 }, [MAIL]],
    ['half hours', { reminderMailHours: 1.5, reminderTextHours: 0.5 }, [MAIL, TEXT]],
    ['a text three days ahead', { reminderTextHours: 72 }, [TEXT]],
    ['no inquiry acknowledgements', { inquiryAcknowledgementsPerDay: 0 }, []],
    ['500 inquiry acknowledgements a day', { inquiryAcknowledgementsPerDay: 500 }, []],
    ['a negative number of acknowledgements', { inquiryAcknowledgementsPerDay: -1 }, [ACKS]],
    ['more than 500 acknowledgements', { inquiryAcknowledgementsPerDay: 501 }, [ACKS]],
    ['half an acknowledgement', { inquiryAcknowledgementsPerDay: 2.5 }, [ACKS]],
  ])('%s', (_name, change, expected) => {
    expect(notificationRulesProblems({ ...DEFAULT_NOTIFICATION_RULES, ...change })).toEqual(expected);
  });
});
