import type { Dayjs } from 'dayjs';
import { dayjs, DAY_FORMAT } from '@/lib/dayjs';
import type { ServiceType } from '@domain/service-types.js';
import { VARYING_ADDRESS_PLACEHOLDER } from '@/features/wizard/subscription-plans';
import type {
  ChauffeurDetails,
  DeliveryDetails,
  PlanType,
  RideDetails,
  RoofRack,
  ServiceDetails,
  SubscriptionDetails,
  TripDetails,
} from '@/features/wizard/wizard-types';

/** In-progress values of the step-2 antd Form (dayjs allowed here, never in the store). */
export interface DetailsFormValues {
  pickupLocation?: string;
  destinationLocation?: string;
  serviceDate?: Dayjs | null;
  /** minutes after midnight */
  serviceTime?: number | null;
  passengers?: string;
  luggage?: RideDetails['luggage'];
  needsRoofRack?: RoofRack;
  bikeCount?: string;
  instructions?: string;
  packageSize?: DeliveryDetails['packageSize'];
  packageWeight?: DeliveryDetails['packageWeight'];
  perishable?: DeliveryDetails['perishable'];
  needsCooler?: 'no' | 'yes';
  hours?: number;
  itinerary?: string;
  termsAgreed?: boolean;
  planType?: PlanType;
  frequency?: 'monthly';
  addressesVary?: boolean;
  details?: string;
}

/**
 * Default values of each service's details fields. `chauffeurMinHours`: the owner's fewest personal-driver hours
 * (GET /api/business); while not known the hours stay empty, and the field fills them in once it is.
 */
export function defaultFormValues(serviceType: ServiceType, planType: PlanType | null, chauffeurMinHours?: number): DetailsFormValues {
  switch (serviceType) {
    case 'delivery':
      return { perishable: 'no', needsCooler: 'no', instructions: '' };
    case 'ride':
      return { passengers: '1', luggage: 'none', needsRoofRack: 'no', bikeCount: '1', instructions: '' };
    case 'chauffeur':
      return { passengers: '1', hours: chauffeurMinHours, needsRoofRack: 'no', bikeCount: '1', itinerary: '', termsAgreed: false };
    case 'subscription':
      return { planType: planType ?? 'basic', frequency: 'monthly', addressesVary: false, details: '' };
    default:
      return {};
  }
}

export function toFormValues(details: TripDetails): DetailsFormValues {
  return {
    pickupLocation: details.pickupLocation,
    destinationLocation: details.destinationLocation,
    serviceDate: details.serviceDate ? dayjs(details.serviceDate, DAY_FORMAT) : null,
    serviceTime: details.serviceTimeMinutes,
    ...(details.serviceDetails as DetailsFormValues),
  };
}

function bikes(needsRoofRack: RoofRack | undefined, bikeCount: string | undefined): Pick<RideDetails, 'needsRoofRack' | 'bikeCount'> {
  const rack = needsRoofRack ?? 'no';
  // bikeCount defaults to 1 with yes-bike and is dropped otherwise.
  return rack === 'yes-bike' ? { needsRoofRack: rack, bikeCount: bikeCount || '1' } : { needsRoofRack: rack };
}

function serviceDetailsFor(serviceType: ServiceType, v: DetailsFormValues): ServiceDetails {
  switch (serviceType) {
    case 'delivery': {
      const perishable = v.perishable ?? 'no';
      const details: DeliveryDetails = {
        packageSize: v.packageSize!,
        packageWeight: v.packageWeight!,
        perishable,
        instructions: v.instructions?.trim() ?? '',
      };
      if (perishable === 'yes') details.needsCooler = v.needsCooler ?? 'no';
      return details;
    }
    case 'chauffeur': {
      const details: ChauffeurDetails = {
        passengers: v.passengers ?? '1',
        // Required by the form: the owner's hours only.
        hours: v.hours!,
        ...bikes(v.needsRoofRack, v.bikeCount),
        itinerary: v.itinerary?.trim() ?? '',
        termsAgreed: v.termsAgreed === true,
      };
      return details;
    }
    case 'subscription': {
      const details: SubscriptionDetails = {
        planType: v.planType ?? 'basic',
        frequency: 'monthly',
        addressesVary: v.addressesVary === true,
        details: v.details?.trim() ?? '',
        isNonRefundable: true,
      };
      return details;
    }
    default: {
      const details: RideDetails = {
        passengers: v.passengers ?? '1',
        luggage: v.luggage ?? 'none',
        ...bikes(v.needsRoofRack, v.bikeCount),
        instructions: v.instructions?.trim() ?? '',
      };
      return details;
    }
  }
}

/** Validated form values → the serializable values the slice stores. */
export function toTripDetails(serviceType: ServiceType, v: DetailsFormValues): TripDetails {
  if (serviceType === 'subscription' && v.addressesVary === true) {
    return {
      pickupLocation: VARYING_ADDRESS_PLACEHOLDER,
      destinationLocation: VARYING_ADDRESS_PLACEHOLDER,
      serviceDate: null,
      serviceTimeMinutes: null,
      serviceDetails: serviceDetailsFor(serviceType, v),
    };
  }
  const pickupLocation = v.pickupLocation?.trim() ?? '';
  const usesSchedule = serviceType !== 'subscription';
  return {
    pickupLocation,
    // Personal driver: destination is forced equal to pickup.
    destinationLocation: serviceType === 'chauffeur' ? pickupLocation : (v.destinationLocation?.trim() ?? ''),
    serviceDate: usesSchedule && v.serviceDate ? v.serviceDate.format(DAY_FORMAT) : null,
    serviceTimeMinutes: usesSchedule ? (v.serviceTime ?? null) : null,
    serviceDetails: serviceDetailsFor(serviceType, v),
  };
}
